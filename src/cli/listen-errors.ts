/**
 * Why `serve` or `dev` could not listen, as the operator's mistake (exit 1 and what to do) when it is one: the port
 * taken or reserved, a --host that is no name or no address of this machine. Any other error is passed on as it is.
 */
import { createServer } from 'node:net';
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

/**
 * Listens on `host`:`port` for a moment and lets go, so that `serve` finds a wrong --host or a taken port before it
 * creates or migrates the lead database and reaches the SMTP server for nothing. Throws as listenError says.
 */
export async function checkListen(host: string, port: number): Promise<void> {
  const probe = createServer();
  try {
    await new Promise<void>((done, fail) => {
      probe.once('error', fail);
      probe.listen(port, host, () => done());
    });
  } catch (error) {
    throw listenError(error, host, port);
  } finally {
    await new Promise<void>((done) => probe.close(() => done()));
  }
}
