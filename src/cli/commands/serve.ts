import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import type { Outcome } from '../outcome.ts';
import { startServer } from '../../serve/server.ts';
import { openLeadService } from '../../leads/index.ts';
import { readSiteInfo, siteInfoReader } from '../../serve/site-info.ts';
import { UserError } from '../../errors/user-error.ts';
import { checkListen, listenError } from '../listen-errors.ts';
import { databaseFromEnv, isPostgresUrl } from '../../leads/database.ts';
import { SITE_INFO_FILE } from '../../write/site-info-file.ts';
import { isInside, realLocation } from '../../folders.ts';


export function registerServeCommand(program: Command, _outcome: Outcome): void {
  program
    .command('serve')
    .description('Serve a pasta gerada (out/) com endereços limpos e recebe os contatos em POST /api/contact.')
    .option('--out <pasta>', 'pasta do site gerado', 'out')
    .option('--port <n>', 'porta', process.env.PORT ?? '8080')
    .option('--host <host>', 'endereço de escuta', process.env.HOST ?? '127.0.0.1')
    // No default value here: commander would print it in --help, and a postgres:// URL carries a password.
    .option('--db <banco>', 'arquivo SQLite ou endereço postgres:// dos contatos (padrão: CLINIC_SITE_DB, DATABASE_URL ou data/leads.db)')
    .option('--site-url <url>', 'endereço público do site (padrão: o da planilha de configurações)')
    .action(async (options: { out: string; port: string; host: string; db?: string; siteUrl?: string }) => {
      const port = Number(options.port);
      if (!Number.isInteger(port) || port < 0 || port > 65535) {
        throw new UserError('PORTA_INVALIDA', { port: options.port });
      }
      if (!statSync(options.out, { throwIfNoEntry: false })?.isDirectory()) throw new UserError('SITE_NAO_GERADO', { folder: options.out });
      // Every file of the folder is public: a folder the build did not make (`--out .`) may hold the sheets and the
      // lead database itself.
      if (!existsSync(join(options.out, SITE_INFO_FILE))) throw new UserError('PASTA_NAO_E_SITE', { folder: options.out });
      const db = options.db ?? databaseFromEnv(process.env);
      // As written, and where the paths really lead: a link to the site folder (or to the published `current`) in
      // --db names a file inside it all the same.
      const inSite = !isPostgresUrl(db) && (isInside(resolve(options.out), resolve(db)) || isInside(realLocation(options.out), realLocation(db)));
      if (inSite) throw new UserError('BANCO_DENTRO_DO_SITE', { db, folder: options.out });
      const site = readSiteInfo(options.out);
      const current = siteInfoReader(options.out);
      await checkListen(options.host, port);
      const leads = await openLeadService({
        db,
        siteUrl: options.siteUrl ?? site.siteUrl,
        env: process.env,
        log: (line) => console.error(line),
        consentText: () => current().consentText,
        whatsApp: () => current().whatsapp,
      });
      let running;
      try {
        running = await startServer({ outDir: options.out, host: options.host, port, routes: leads.routes, log: (l) => console.error(l) });
      } catch (error) {
        await leads.close();
        throw listenError(error, options.host, port);
      }
      console.log(`Site em ${running.url} (pasta ${options.out}); contatos gravados em ${leads.where}.`);
      await new Promise<void>((resolve) => {
        const stop = () => resolve();
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
      // The outbox stops starting notices at once, while the requests in progress finish (up to CLOSE_GRACE_MS): one
      // started during that grace could run its whole ATTEMPT_LIMIT_MS after it, past systemd's TimeoutStopSec=45. A
      // lead stored meanwhile keeps its notice in the queue for the next start.
      await Promise.all([running.close(), leads.stopSending()]);
      await leads.close();
    });
}
