/**
 * `clinic-site leads …`: the operator's commands over the lead database (issue 4): list, export (CSV for Excel,
 * JSON), purge by age (retention) and delete one person's leads (a data subject's request under the LGPD).
 * Every command takes --db (environment CLINIC_SITE_DB, default data/leads.db), the same option as `serve`.
 */
import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import type { Outcome } from '../main.ts';
import { UserError } from '../../errors/user-error.ts';
import { openDatabase, type LeadDatabase } from '../../leads/database.ts';
import { leadsToCsv, leadsToJson } from '../../leads/export.ts';
import { createOutboxQueue } from '../../leads/outbox-queue.ts';
import { cutoffOf, sinceDate } from '../../leads/period.ts';
import { formatSaoPaulo } from '../../leads/sao-paulo-time.ts';
import { createLeadStore, type LeadStore, type LeadWithStatus } from '../../leads/store.ts';

/** Where the commands write; tests pass their own to read the output. */
export interface LeadCommandIo {
  out(text: string): void;
}

const stdoutIo: LeadCommandIo = { out: (text) => process.stdout.write(text) };
const defaultDb = () => process.env.CLINIC_SITE_DB ?? 'data/leads.db';

function withStore<T>(dbPath: string, use: (store: LeadStore, db: LeadDatabase) => T): T {
  const db = openDatabase(dbPath, { mustExist: true });
  try {
    return use(createLeadStore(db), db);
  } finally {
    db.close();
  }
}

/** A cell of the terminal table: one line, at most `width` characters. */
function cell(value: string | null, width: number): string {
  const text = (value ?? '—').replace(/\s+/g, ' ');
  return (text.length > width ? `${text.slice(0, width - 1)}…` : text).padEnd(width);
}

function tableOf(leads: LeadWithStatus[]): string {
  const header = `${cell('Recebido em', 16)}  ${cell('Formulário', 11)}  ${cell('Nome', 28)}  ${cell('Telefone', 19)}  ${cell('E-mail', 30)}  ${cell('Interesse / data', 22)}  Avisos`;
  const lines = leads.map((lead) => {
    const interest = lead.desiredAt ? formatSaoPaulo(lead.desiredAt) : lead.treatment;
    const notice = lead.pendingNotifications > 0 ? `${lead.pendingNotifications} pendente(s)` : 'enviados';
    return `${cell(formatSaoPaulo(lead.createdAt), 16)}  ${cell(lead.form, 11)}  ${cell(lead.name, 28)}  ${cell(lead.phone, 19)}  ${cell(lead.email, 30)}  ${cell(interest, 22)}  ${notice}`;
  });
  return [header, ...lines].join('\n') + '\n';
}

function positiveInteger(text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) {
    throw new UserError('OPCAO_INVALIDA', `"${text}" não é um número válido para --limit.`, 'Use um número inteiro, por exemplo --limit 100.');
  }
  return value;
}

export function registerLeadCommands(program: Command, outcome: Outcome, io: LeadCommandIo = stdoutIo): void {
  const leads = program.command('leads').description('Consulta, exporta e apaga os contatos recebidos pelo site.');
  const dbOption = ['--db <path>', 'banco de dados dos contatos (SQLite; variável CLINIC_SITE_DB)'] as const;

  leads
    .command('list')
    .description('Mostra os contatos mais recentes e se a clínica já foi avisada de cada um.')
    .option(...dbOption, defaultDb())
    .option('--limit <n>', 'quantos contatos mostrar', '50')
    .option('--since <data>', 'só os recebidos a partir desta data (31/01/2026)')
    .action((options: { db: string; limit: string; since?: string }) => {
      const limit = positiveInteger(options.limit);
      const since = options.since ? sinceDate(options.since) : undefined;
      withStore(options.db, (store, db) => {
        const rows = store.list({ since, limit });
        const pending = createOutboxQueue(db).pendingCounts();
        if (rows.length === 0) io.out('Nenhum contato encontrado.\n');
        else io.out(tableOf(rows));
        io.out(
          `\n${rows.length} contato(s) mostrado(s). Avisos pendentes: ${pending.email} por e-mail, ${pending.webhook} por webhook. ` +
            `Envios de robôs barrados (campo armadilha): ${store.honeypotHits()}.\n`,
        );
      });
    });

  leads
    .command('export')
    .description('Exporta os contatos em CSV (abre no Excel) ou JSON.')
    .option(...dbOption, defaultDb())
    .option('--format <formato>', 'csv ou json', 'csv')
    .option('--since <data>', 'só os recebidos a partir desta data (31/01/2026)')
    .option('--output <arquivo>', 'grava neste arquivo em vez de mostrar na tela')
    .action((options: { db: string; format: string; since?: string; output?: string }) => {
      const format = options.format.toLowerCase();
      if (format !== 'csv' && format !== 'json') {
        throw new UserError('OPCAO_INVALIDA', `O formato "${options.format}" não existe.`, 'Use --format csv (para o Excel) ou --format json.');
      }
      const since = options.since ? sinceDate(options.since) : undefined;
      const rows = withStore(options.db, (store) => store.list({ since }));
      const text = format === 'csv' ? leadsToCsv(rows) : leadsToJson(rows);
      if (!options.output) return io.out(text);
      writeFileSync(options.output, text);
      io.out(`${rows.length} contato(s) exportado(s) para ${options.output}.\n`);
    });

  leads
    .command('purge')
    .description('Apaga os contatos mais antigos que o prazo de guarda (por exemplo 180 dias).')
    .option(...dbOption, defaultDb())
    .requiredOption('--older-than <prazo>', 'idade a partir da qual apagar, em dias (180d)')
    .action((options: { db: string; olderThan: string }) => {
      const cutoff = cutoffOf(options.olderThan);
      const removed = withStore(options.db, (store) => {
        const count = store.purgeBefore(cutoff);
        store.checkpoint();
        return count;
      });
      io.out(`${removed} contato(s) recebido(s) antes de ${formatSaoPaulo(cutoff)} apagado(s).\n`);
    });

  leads
    .command('delete')
    .description('Apaga todos os contatos de uma pessoa (pedido de exclusão pela LGPD).')
    .option(...dbOption, defaultDb())
    .option('--email <email>', 'e-mail da pessoa')
    .option('--phone <telefone>', 'telefone da pessoa (com ou sem +55, pontuação é ignorada)')
    .action((options: { db: string; email?: string; phone?: string }) => {
      if (!options.email === !options.phone) {
        throw new UserError('OPCAO_INVALIDA', 'Informe a pessoa por --email ou por --phone (um dos dois).', 'Exemplo: clinic-site leads delete --email ana@exemplo.com.br');
      }
      if (options.phone && options.phone.replace(/\D/g, '').length < 10) {
        throw new UserError('OPCAO_INVALIDA', `O telefone "${options.phone}" tem menos de 10 dígitos.`, 'Informe o telefone com DDD, por exemplo --phone "(11) 98765-4321".');
      }
      const who = options.email ? `o e-mail ${options.email}` : `o telefone ${options.phone}`;
      const removed = withStore(options.db, (store) => {
        const count = options.email ? store.deleteByEmail(options.email) : store.deleteByPhone(options.phone!);
        store.checkpoint();
        return count;
      });
      if (removed === 0) {
        // Exit 1: a script handling requests must notice a typo instead of reporting the data as erased.
        io.out(`Nenhum contato encontrado com ${who}. Confira o que foi digitado.\n`);
        outcome.exitCode = 1;
        return;
      }
      io.out(`${removed} contato(s) com ${who} apagado(s), com os avisos que ainda não tinham sido enviados.\n`);
    });
}
