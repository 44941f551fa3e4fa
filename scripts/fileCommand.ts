import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * A command of one FILE and some flags (`npm run backup`, `npm run restore`): --help prints
 * `help`, anything else but one FILE prints it as the usage (exit 2), and a failure prints its
 * reason (exit 1). `run` answers the line said when it is done.
 */
export function fileCommand(
  name: string,
  help: string,
  options: Options,
  run: (file: string, values: Record<string, string | boolean | undefined>) => Promise<string>,
): void {
  const main = async (): Promise<number> => {
    let parsed;
    try {
      parsed = parseArgs({ allowPositionals: true, options: { ...options, help: { type: 'boolean', short: 'h' } } });
    } catch (err) {
      console.error(`${(err as Error).message}\n\n${help}`);
      return 2;
    }
    if (parsed.values.help) {
      console.log(help);
      return 0;
    }
    if (parsed.positionals.length !== 1) {
      console.error(help);
      return 2;
    }
    console.log(await run(parsed.positionals[0], parsed.values as Record<string, string | boolean | undefined>));
    return 0;
  };
  main().then(
    (code) => process.exit(code),
    (err) => {
      console.error(`The ${name} failed: ${err instanceof Error ? err.message : err}`);
      process.exit(1);
    },
  );
}
