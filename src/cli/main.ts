/**
 * The clinic-site command line. `main(argv)` takes the arguments as a parameter and returns the exit code, so tests
 * run commands in-process without spawning.
 *
 * Exit codes (docs/architecture.md#errors-as-product): 0 success, 1 a problem the user can fix (invalid sheets, bad
 * option, port in use...), 2 a bug, printed in full.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Command, CommanderError } from 'commander';
import { packageRoot } from '../package-root.ts';
import { UserError } from '../errors/user-error.ts';
import { speakPortuguese } from './commander-pt.ts';
import { startEarlyReading } from './early-reading.ts';
import type { Outcome, RegisterCommand } from './outcome.ts';
import { printBug, printUserError } from './reporter.ts';

/**
 * Every command, one file each under commands/, loaded only when it runs: `build` never loads the SQLite binding or
 * the mailer, `serve` never loads SheetJS or React (the launcher bundles with code splitting). Startup counts in
 * build time. Adding a command means adding its file and one line here; the order is the order of `--help`.
 */
const COMMANDS: Record<string, () => Promise<RegisterCommand>> = {
  build: () => import('./commands/build.ts').then((m) => m.registerBuildCommand),
  validate: () => import('./commands/validate.ts').then((m) => m.registerValidateCommand),
  serve: () => import('./commands/serve.ts').then((m) => m.registerServeCommand),
  leads: () => import('./commands/leads.ts').then((m) => m.registerLeadCommands),
  dev: () => import('./commands/dev.ts').then((m) => m.registerDevCommand),
  init: () => import('./commands/init.ts').then((m) => m.registerInitCommand),
  diff: () => import('./commands/diff.ts').then((m) => m.registerDiffCommand),
  publish: () => import('./commands/publish.ts').then((m) => m.registerPublishCommand),
  rollback: () => import('./commands/rollback.ts').then((m) => m.registerRollbackCommand),
};

/** `clinic-site --version`: what an operator checks after an update, and quotes when something goes wrong. */
const VERSION_FLAGS = new Set(['--version', '-V']);
const packageVersion = (): string => JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')).version;

/** The program with the command named in argv (or, for help and unknown commands, all of them). */
export async function createProgram(outcome: Outcome = { exitCode: 0 }, argv: string[] = []): Promise<Command> {
  const program = speakPortuguese(
    new Command('clinic-site').description('Gera o site da clínica a partir das planilhas e atende o formulário de contato.').exitOverride(),
    (text) => process.stderr.write(text),
  );
  program.version(`clinic-site ${packageVersion()}`, '-V, --version', 'mostra a versão do clinic-site');
  const named = argv[0] !== undefined && Object.hasOwn(COMMANDS, argv[0]) ? [argv[0]] : VERSION_FLAGS.has(argv[0] ?? '') ? [] : Object.keys(COMMANDS);
  for (const register of await Promise.all(named.map((name) => COMMANDS[name]()))) register(program, outcome);
  return program;
}

/**
 * `readingStarted`: the launcher has already started the reading thread (./early-reading.ts), with the workbooks of
 * the folder `argv` names.
 */
export async function main(argv: string[], { readingStarted = false }: { readingStarted?: boolean } = {}): Promise<number> {
  const outcome: Outcome = { exitCode: 0 };
  // `help buidl` is the unknown command it names, with its suggestion; commander would print the general help.
  if (argv[0] === 'help' && argv[1] !== undefined && !Object.hasOwn(COMMANDS, argv[1])) argv = argv.slice(1, 2);
  if (!readingStarted) startEarlyReading(argv);
  try {
    const program = await createProgram(outcome, argv);
    await program.parseAsync(argv, { from: 'user' });
    return outcome.exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version end here too, with exit code 0.
      return error.exitCode === 0 ? 0 : 1;
    }
    if (error instanceof UserError) {
      printUserError(error);
      return error.exitCode;
    }
    printBug(error);
    return 2;
  }
}
