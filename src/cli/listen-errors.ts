/**
 * Why `serve` or `dev` could not listen, as the operator's mistake (exit 1 and what to do) when it is one: the port
 * taken or reserved, a --host that is no name or no address of this machine. Any other error is passed on as it is.
 */
import { UserError } from '../errors/user-error.ts';

export function listenError(error: unknown, host: string, port: number): unknown {
  switch ((error as NodeJS.ErrnoException).code) {
    case 'EADDRINUSE':
      return new UserError('PORTA_EM_USO', { port }, { cause: error });
    case 'EACCES':
      return new UserError('PORTA_RESERVADA', { port }, { cause: error });
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_NONAME':
      return new UserError('HOST_DESCONHECIDO', { host }, { cause: error });
    case 'EADDRNOTAVAIL':
      return new UserError('HOST_DE_OUTRA_MAQUINA', { host }, { cause: error });
    default:
      return error;
  }
}
