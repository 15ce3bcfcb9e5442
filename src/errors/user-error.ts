/**
 * A problem the person running the command can fix (a wrong option, a port in use, an unreadable folder). It prints
 * as one short Portuguese message with a hint and no stack trace, and exits 1. Its words come from the catalogue
 * (user-error-catalogue.ts): `new UserError('PORTA_EM_USO', { port: 8080 })`. Sheet problems are not thrown one by
 * one: they are collected as located `Problem`s (src/errors/problems.ts) and reported together.
 */
import { USER_ERRORS, type UserErrorArgs, type UserErrorCode } from './user-error-catalogue.ts';

export class UserError<C extends UserErrorCode = UserErrorCode> extends Error {
  readonly hint: string;
  readonly exitCode = 1;

  constructor(
    /** Stable name, e.g. 'PORTA_EM_USO'. */
    readonly code: C,
    /** What the message was made from, for a caller that says the same thing in its own words. */
    readonly args: UserErrorArgs<C>,
    options?: { cause?: unknown },
  ) {
    const entry = USER_ERRORS[code] as { message: (a: UserErrorArgs<C>) => string; hint: (a: UserErrorArgs<C>) => string };
    super(entry.message(args), options);
    this.hint = entry.hint(args);
    this.name = 'UserError';
  }
}
