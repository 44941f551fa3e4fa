import ts from 'typescript';

/**
 * A string that begins as an SQL statement does (after blanks): what the SQL-places check looks for.
 * The house writes SQL in lower case, and the site's words are capitalised ("Select Cake").
 */
const STATEMENT =
  /^\s*(select\s|insert\s+into\s|update\s+\w+(\s+\w+)?\s+set\s|delete\s+from\s|with\s+\w+(\s*\([^)]*\))?\s+as\s|lock\s+table\s|create\s+(table|index|unique)\s|alter\s+table\s|drop\s+(table|index)\s|truncate\s)/;

/**
 * The string and template literals of a TypeScript file that begin as an SQL statement, with their
 * line: literals, not text, so that a comment or a word in a message ("select a theatre") is not
 * taken for a query.
 */
export function sqlStatementsIn(fileName: string, source: string): { line: number; text: string }[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    const text =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
        ? node.text
        : ts.isTemplateExpression(node)
          ? node.head.text
          : undefined;
    if (text !== undefined && STATEMENT.test(text)) {
      const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
      found.push({ line, text: text.trim().split('\n')[0].slice(0, 80) });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
