/**
 * What a command gets from `main` and reports back besides throwing. Kept apart from main.ts so that the commands,
 * which main.ts loads, do not import main.ts back.
 */
import type { Command } from 'commander';

/** The exit code for a run that finished with findings (invalid sheets: 1). */
export interface Outcome {
  exitCode: number;
}

/** Adds one command to the program; each file under commands/ exports one. */
export type RegisterCommand = (program: Command, outcome: Outcome) => void;
