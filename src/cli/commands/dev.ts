/**
 * `clinic-site dev`: the operator's and the staff's preview (docs/architecture.md#staff-tools). Builds the sheets into
 * a folder of its own, serves it, and rebuilds and reloads the browser tab on every save; see src/dev/dev-server.ts.
 */
import type { Command } from 'commander';
import type { Outcome } from '../outcome.ts';
import { UserError } from '../../errors/user-error.ts';
import { listenError } from '../listen-errors.ts';
import { startDev } from '../../dev/dev-server.ts';

export function registerDevCommand(program: Command, _outcome: Outcome): void {
  program
    .command('dev')
    .description('Gera o site, serve e atualiza a página aberta no navegador a cada planilha salva.')
    .option('--sheets <pasta>', 'pasta das planilhas', 'sheets')
    .option('--out <pasta>', 'pasta de trabalho (não é a de publicação)', '.clinic-site-dev')
    .option('--port <n>', 'porta', process.env.PORT ?? '8080')
    .option('--host <host>', 'endereço de escuta', '127.0.0.1')
    .option('--offline-ok', 'se uma planilha do fontes.txt não puder ser baixada, usa a última cópia que deu certo (com um aviso)')
    .action(async (options: { sheets: string; out: string; port: string; host: string; offlineOk?: boolean }) => {
      const port = Number(options.port);
      if (!Number.isInteger(port) || port < 0 || port > 65535) {
        throw new UserError('PORTA_INVALIDA', { port: options.port });
      }
      let dev;
      try {
        dev = await startDev({ sheets: options.sheets, out: options.out, host: options.host, port, offlineOk: options.offlineOk, log: (line) => console.error(line) });
      } catch (error) {
        throw listenError(error, options.host, port);
      }
      console.log(`Prévia em ${dev.url} (pasta ${options.out}). Salve uma planilha e a página se atualiza; Ctrl+C para sair.`);
      await new Promise<void>((resolve) => {
        process.once('SIGINT', () => resolve());
        process.once('SIGTERM', () => resolve());
      });
      await dev.close();
    });
}
