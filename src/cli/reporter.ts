/**
 * The CLI's printer of what stops a command: a user error (one message and a hint, no stack) and a bug (in full,
 * with the cause chain). Sheet problems are formatted by src/errors/problem-report.ts.
 */
import { causeChain } from '../errors/cause-chain.ts';
import { red, visible } from '../errors/problem-report.ts';
import type { UserError } from '../errors/user-error.ts';

export function printUserError(error: UserError): void {
  process.stderr.write(`${red('✖')} ${visible(error.message)}\n  O que fazer: ${visible(error.hint)}\n`);
}

/** A bug: everything, with the cause chain, so it can be reported and fixed. */
export function printBug(error: unknown): void {
  process.stderr.write(`${red('Erro interno do clinic-site (não é um problema nas planilhas):')}\n`);
  process.stderr.write(causeChain(error));
}
