/**
 * A problem the person running the command can fix (a wrong option, a port in use, an unreadable folder). It prints
 * as one short Portuguese message with a hint and no stack trace, and exits 1. Sheet problems are not thrown one by
 * one: they are collected as located `Problem`s (src/errors/problems.ts) and reported together.
 */
export class UserError extends Error {
  constructor(
    /** Stable name, e.g. 'PORTA_EM_USO'. */
    readonly code: string,
    message: string,
    readonly hint: string,
    readonly exitCode = 1,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'UserError';
  }
}
