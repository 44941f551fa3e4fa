import { parse, transform } from '@astrojs/compiler-rs';
import ts from 'typescript';

/**
 * The imports of one .astro file: its frontmatter's and those of the scripts Astro bundles. Astro's
 * own compiler says where the frontmatter is and which `<script>`s it bundles (an `is:inline` one,
 * or one Astro leaves alone for its other attributes, is sent as written and never bundled), so a
 * `---` or `<script>` in a string or an HTML comment is not taken for one; TypeScript reads the code,
 * so an import in a comment or a string is not taken for one either.
 */
export interface AstroImport {
  specifier: string;
  /** Named as dependency-cruiser names them, so a rule's dependencyTypes(Not) reads the same. */
  dependencyTypes: string[];
}

export function astroImports(text: string, fileName: string): AstroImport[] {
  const parsed = parse(text);
  const compiled = transform(text, { filename: fileName });
  const errors = [...parsed.diagnostics, ...compiled.diagnostics].filter((d) => d.severity === 'error');
  if (errors.length > 0) throw new Error(`${fileName}: ${errors.map((d) => d.text).join('; ')}`);

  const program = parsed.ast.frontmatter?.program;
  const frontmatter = program ? codeImports(text.slice(program.start, program.end)) : [];
  const scripts = compiled.scripts.flatMap((s): AstroImport[] => {
    if (s.code !== undefined) return codeImports(s.code);
    return s.src === undefined ? [] : [{ specifier: s.src, dependencyTypes: ['import'] }];
  });
  return frontmatter.concat(scripts);
}

function codeImports(code: string): AstroImport[] {
  const found: AstroImport[] = [];
  const visit = (node: ts.Node): void => {
    const dependency = nodeImport(node);
    if (dependency) found.push(dependency);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile('frontmatter.ts', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS));
  return found;
}

function nodeImport(node: ts.Node): AstroImport | undefined {
  if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
    return { specifier: node.moduleSpecifier.text, dependencyTypes: typeOnly(isTypeOnlyImport(node), 'import') };
  }
  if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
    const named = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements : undefined;
    const onlyTypes = node.isTypeOnly || (named !== undefined && named.length > 0 && named.every((e) => e.isTypeOnly));
    return { specifier: node.moduleSpecifier.text, dependencyTypes: typeOnly(onlyTypes, 'export') };
  }
  if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
    const [first] = node.arguments;
    return first && ts.isStringLiteralLike(first) ? { specifier: first.text, dependencyTypes: ['dynamic-import'] } : undefined;
  }
  if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteralLike(node.argument.literal)) {
    // dependency-cruiser does not count `import('x').T` as type-only, so neither does this
    return { specifier: node.argument.literal.text, dependencyTypes: ['type-import'] };
  }
  return undefined;
}

/** `import type`, or nothing but `{ type A, type B }`: a default or a namespace import is a value. */
function isTypeOnlyImport(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return (
    !clause.name &&
    named !== undefined &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every((e) => e.isTypeOnly)
  );
}

const typeOnly = (only: boolean, kind: string): string[] => (only ? ['type-only', kind] : [kind]);
