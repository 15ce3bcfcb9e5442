/**
 * The clinic-site command line. `main(argv)` takes the arguments as a parameter and returns the exit code, so tests
 * run commands in-process without spawning (STYLE.md, after unjs citty).
 *
 * Exit codes (issue #2 contract): 0 success, 1 a problem the user can fix (invalid sheets, bad option, port in
 * use...), 2 a bug, printed in full.
 */
import { Command, CommanderError } from 'commander';
import { registerBuildCommands } from './commands/build.ts';
import { registerServeCommand } from './commands/serve.ts';
import { registerLeadCommands } from './commands/leads.ts';
import { registerDevCommand } from './commands/dev.ts';
import { registerStaffCommands } from './commands/init.ts';
import { UserError } from '../errors/user-error.ts';
import { printBug, printUserError } from './reporter.ts';

/** What a command reports back to `main` besides throwing: the exit code for a run that finished with findings. */
export interface Outcome {
  exitCode: number;
}

export function createProgram(outcome: Outcome = { exitCode: 0 }): Command {
  const program = new Command('clinic-site')
    .description('Gera o site da clínica a partir das planilhas e atende o formulário de contato.')
    .exitOverride()
    .configureOutput({ writeErr: (text) => process.stderr.write(text) });
  registerBuildCommands(program, outcome);
  registerServeCommand(program, outcome);
  registerLeadCommands(program, outcome);
  registerDevCommand(program, outcome);
  registerStaffCommands(program, outcome); // init, diff (issue #5)
  return program;
}

export async function main(argv: string[]): Promise<number> {
  const outcome: Outcome = { exitCode: 0 };
  const program = createProgram(outcome);
  try {
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
