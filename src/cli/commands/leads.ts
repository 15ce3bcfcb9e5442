/**
 * `clinic-site leads …`: the operator's commands over the lead database: list, export (CSV for Excel, JSON), purge
 * by age (retention), correct one lead and delete one person's leads (a data subject's requests under the LGPD), and
 * migrate (copy a SQLite database into PostgreSQL). Every command takes --db (a SQLite file or a postgres:// URL;
 * environment CLINIC_SITE_DB or DATABASE_URL, default data/leads.db), the same option as `serve`.
 */
import type { Command } from 'commander';
import type { Outcome } from '../outcome.ts';
import { UserError } from '../../errors/user-error.ts';
import { databaseFromEnv, isPostgresUrl, openLeadDatabase, type LeadDatabase } from '../../leads/database.ts';
import { isDatabaseRefusal } from '../../leads/lead-database.ts';
import { leadsToCsv, leadsToJson } from '../../leads/export.ts';
import { migrateLeads } from './leads-migrate.ts';
import { ageInDays, cutoffAfterDays, sinceDate } from '../../leads/period.ts';
import { retentionPeriodOf } from '../../serve/site-info.ts';
import type { LeadStore, Person } from '../../leads/store.ts';
import { formatSaoPaulo } from '../../leads/sao-paulo-time.ts';
import { validateCorrection } from '../../leads/validation.ts';
import { writeStdout } from '../stdout.ts';
import { cell, refuseDatabaseAsOutput, tableOf, writeExport, type LeadCommandIo } from './lead-output.ts';


const stdoutIo: LeadCommandIo = { out: (text) => writeStdout(text), warn: (line) => console.error(line) };
/** --db, else the environment (read when the command runs; never shown in --help, where a URL's password would be). */
const databaseOf = (options: { db?: string }) => options.db ?? databaseFromEnv(process.env);

/**
 * Runs `use` on the database at `location`. A refusal of the database itself (a full disk, a lock held too long, a
 * lost connection: an error with the database's code) is said in the operator's words, as the server logs it.
 */
async function withStore<T>(location: string, use: (store: LeadStore, db: LeadDatabase) => Promise<T>): Promise<T> {
  const db = await openLeadDatabase(location, { mustExist: true });
  try {
    return await use(db.store, db);
  } catch (error) {
    if (error instanceof UserError || !isDatabaseRefusal(error)) throw error;
    throw new UserError('BANCO_RECUSOU', { where: db.where, reason: db.failureReason(error) }, { cause: error });
  } finally {
    await db.close();
  }
}

/**
 * After an erasure or a correction (`done`, already saved): the old values' copies left in the database's files are
 * erased. Its failure says what was saved and that running the command again finishes the erasure.
 */
async function compactAfter(store: LeadStore, db: LeadDatabase, done: string): Promise<void> {
  try {
    await store.compactAfterErasure();
  } catch (error) {
    if (!isDatabaseRefusal(error)) throw error;
    throw new UserError('LIMPEZA_INCOMPLETA', { done, where: db.where, reason: db.failureReason(error) }, { cause: error });
  }
}

/**
 * A limit above this shows every lead: no database holds more, and SQLite and PostgreSQL refuse a LIMIT past their
 * 64-bit integers (`--limit 99999999999999999999` stopped with an internal error).
 */
const LARGEST_LIMIT = 2 ** 31 - 1;

function positiveInteger(text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) {
    throw new UserError('LIMITE_INVALIDO', { text });
  }
  return Math.min(value, LARGEST_LIMIT);
}

/**
 * The person of --email, --phone or both (a person who wrote with different contacts: leads with either are
 * theirs), and how messages name them; neither is an error when `required`, else null: everyone.
 */
function personOf(options: { email?: string; phone?: string }, required: boolean): { person: Person; who: string } | null {
  const { email, phone } = options;
  if (!email && !phone) {
    if (required) throw new UserError('PESSOA_NAO_INFORMADA', {});
    return null;
  }
  if (phone && phone.replace(/\D/g, '').length < 10) {
    throw new UserError('TELEFONE_CURTO', { phone });
  }
  const byEmail = email ? `o e-mail ${email}` : null;
  const byPhone = phone ? `o telefone ${phone}` : null;
  const person: Person = email ? { email, ...(phone ? { phone } : {}) } : { phone: phone! };
  return { person, who: [byEmail, byPhone].filter(Boolean).join(' ou ') };
}

/**
 * No lead of the person asked for: an error (exit 1, so that a script handling requests notices a typo), said on
 * stderr, so that `leads export --email … > pedido.csv` does not leave the sentence in the file as if it were the data.
 */
const nobodyFound = (who: string) => new UserError('NINGUEM_ENCONTRADO', { who });

/**
 * The days `leads purge` keeps leads for: --older-than when given (with a warning when the site promises another
 * period), else the "Prazo de guarda (dias)" of the site built into --out, which its privacy page promises, so that
 * the number is typed once, in the sheet (docs/operador-leads.md#prazo-de-guarda-lgpd). `source`: the line that says
 * where a period the operator did not type came from.
 */
function retentionPeriod(options: { out: string; olderThan?: string }, io: LeadCommandIo): { days: number; source: string | null } {
  const site = retentionPeriodOf(options.out);
  if (options.olderThan !== undefined) {
    const days = ageInDays(options.olderThan);
    if ('days' in site && site.days !== days) {
      io.warn(
        `Aviso: --older-than ${options.olderThan} (${days} dias) é diferente do prazo de guarda que a política de privacidade do site em "${options.out}" promete ` +
          `(${site.days} dias); foi usado o --older-than.`,
      );
    }
    return { days, source: null };
  }
  if ('missing' in site) throw new UserError('PRAZO_DE_GUARDA_DESCONHECIDO', { missing: site.missing });
  return { days: site.days, source: `Prazo de guarda: ${site.days} dias, o "Prazo de guarda (dias)" da aba Privacidade, lido do site gerado em "${options.out}".\n` };
}

/**
 * What a `--sim` run of purge or delete says: how many leads `which` would be erased, and their codes (the
 * "Código" column of `leads export`), never a name, phone or e-mail: the output may be pasted into a ticket.
 */
function simulated(ids: string[], which: string): string {
  if (ids.length === 0) return `Simulação: nenhum contato ${which} seria apagado. Nada foi alterado.\n`;
  return `Simulação: ${ids.length} contato(s) ${which} seria(m) apagado(s). Nada foi alterado. Códigos:\n${ids.map((id) => `  ${id}\n`).join('')}`;
}

export function registerLeadCommands(program: Command, outcome: Outcome, io: LeadCommandIo = stdoutIo): void {
  const leads = program.command('leads').description('Consulta, exporta e apaga os contatos recebidos pelo site.');
  const simOption = ['--sim', 'simulação: só mostra quantos contatos seriam apagados, e os códigos deles, sem apagar nada'] as const;
  const dbOption = ['--db <banco>', 'arquivo SQLite ou endereço postgres:// dos contatos (padrão: CLINIC_SITE_DB, DATABASE_URL ou data/leads.db)'] as const;

  leads
    .command('list')
    .description('Mostra os contatos mais recentes e se a clínica já foi avisada de cada um.')
    .option(...dbOption)
    .option('--limit <n>', 'quantos contatos mostrar', '50')
    .option('--since <data>', 'só os recebidos a partir desta data (31/01/2026)')
    .action(async (options: { db?: string; limit: string; since?: string }) => {
      const limit = positiveInteger(options.limit);
      const since = options.since ? sinceDate(options.since) : undefined;
      await withStore(databaseOf(options), async (store, db) => {
        const rows = await store.list({ since, limit });
        const pending = await db.queue.pendingCounts();
        if (rows.length === 0) io.out('Nenhum contato encontrado.\n');
        else io.out(tableOf(rows));
        io.out(
          `\n${rows.length} contato(s) mostrado(s). Avisos pendentes: ${pending.email} por e-mail, ${pending.webhook} por webhook. ` +
            `Envios de robôs barrados (campo armadilha): ${await store.honeypotHits()}.\n`,
        );
      });
    });

  leads
    .command('export')
    .description('Exporta os contatos em CSV (abre no Excel) ou JSON.')
    .option(...dbOption)
    .option('--format <formato>', 'csv ou json', 'csv')
    .option('--since <data>', 'só os recebidos a partir desta data (31/01/2026)')
    .option('--email <email>', 'só os de uma pessoa, por e-mail (pedido de acesso ou portabilidade pela LGPD)')
    .option('--phone <telefone>', 'só os de uma pessoa, por telefone (com ou sem +55, pontuação é ignorada); com --email, os que têm um ou outro')
    .option('--output <arquivo>', 'grava neste arquivo em vez de mostrar na tela')
    .action(async (options: { db?: string; format: string; since?: string; email?: string; phone?: string; output?: string }) => {
      const format = options.format.toLowerCase();
      if (format !== 'csv' && format !== 'json') {
        throw new UserError('FORMATO_DE_EXPORTACAO_DESCONHECIDO', { format: options.format });
      }
      const since = options.since ? sinceDate(options.since) : undefined;
      const asked = personOf(options, false);
      if (options.output) refuseDatabaseAsOutput(options.output, databaseOf(options));
      const rows = await withStore(databaseOf(options), (store) => store.list({ since, person: asked?.person }));
      if (asked && rows.length === 0) throw nobodyFound(asked.who);
      const text = format === 'csv' ? leadsToCsv(rows) : leadsToJson(rows);
      if (!options.output) return io.out(text);
      writeExport(options.output, text);
      io.out(`${rows.length} contato(s)${asked ? ` com ${asked.who}` : ''} exportado(s) para ${options.output}.\n`);
    });

  leads
    .command('purge')
    .description('Apaga os contatos mais antigos que o prazo de guarda: o da política de privacidade do site, ou o de --older-than.')
    .option(...dbOption)
    .option('--out <pasta>', 'pasta do site gerado, de onde vem o prazo de guarda (a mesma do serve)', 'out')
    .option('--older-than <prazo>', 'idade a partir da qual apagar, em dias (180d), no lugar do prazo do site')
    .option(...simOption)
    .action(async (options: { db?: string; out: string; olderThan?: string; sim?: boolean }) => {
      const { days, source } = retentionPeriod(options, io);
      const cutoff = cutoffAfterDays(days);
      const before = `antes de ${formatSaoPaulo(cutoff)}`;
      // A lead whose notice never went out (SMTP down for months) is erased like the others, as the retention period
      // requires, but the operator is told: the clinic never heard of it.
      const unnotified = (count: number, verb: string) =>
        count ? `Atenção: ${count} desses contatos ${verb} avisos que nunca foram enviados: a clínica não soube deles. Confira o envio com "leads list".\n` : '';
      if (options.sim) {
        const [ids, pending] = await withStore(databaseOf(options), async (store) => [await store.idsBefore(cutoff), await store.unnotifiedBefore(cutoff)] as const);
        return io.out(`${source ?? ''}${simulated(ids, ids.length ? `recebido(s) ${before}` : `recebido ${before}`)}${unnotified(pending, 'têm')}`);
      }
      const [removed, pending] = await withStore(databaseOf(options), async (store, db) => {
        const waiting = await store.unnotifiedBefore(cutoff);
        const count = await store.purgeBefore(cutoff);
        await compactAfter(store, db, `${count} contato(s) recebido(s) ${before} apagado(s)`);
        return [count, waiting] as const;
      });
      io.out(`${source ?? ''}${removed} contato(s) recebido(s) ${before} apagado(s).\n${unnotified(pending, 'tinham')}`);
    });

  leads
    .command('correct')
    .description('Corrige o nome, o telefone, o e-mail ou a mensagem de um contato (pedido de correção pela LGPD).')
    .argument('<código>', 'o código do contato (coluna "Código" de leads export, e no fim do e-mail de aviso)')
    .option(...dbOption)
    .option('--name <nome>', 'o nome certo')
    .option('--phone <telefone>', 'o telefone certo, com DDD')
    .option('--email <email>', 'o e-mail certo ("" apaga o e-mail)')
    .option('--message <texto>', 'a mensagem corrigida ("" apaga a mensagem)')
    .action(async (code: string, options: { db?: string; name?: string; phone?: string; email?: string; message?: string }) => {
      const { db: _db, ...values } = options;
      if (Object.values(values).every((value) => value === undefined)) throw new UserError('CORRECAO_VAZIA', {});
      const checked = validateCorrection(values);
      if (!checked.ok) {
        const problems = Object.entries(checked.errors).map(([field, message]) => `--${field}: ${message}`).join(' ');
        throw new UserError('CORRECAO_INVALIDA', { problems });
      }
      // Not a UUID cannot be a lead's code (and PostgreSQL would refuse it as one).
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(code.trim())) throw new UserError('CONTATO_NAO_ENCONTRADO', { code });
      const corrected = await withStore(databaseOf(options), async (store, db) => {
        const lead = await store.correct(code.trim().toLowerCase(), checked.changes);
        // The values replaced are erased like deleted ones: no copy left in the WAL (SQLite) or dead rows (PostgreSQL).
        if (lead) await compactAfter(store, db, `O contato ${lead.id} foi corrigido`);
        return lead;
      });
      if (!corrected) throw new UserError('CONTATO_NAO_ENCONTRADO', { code });
      io.out(
        `Contato ${corrected.id} corrigido. Como está agora:\n` +
          `  Nome: ${corrected.name}\n  Telefone: ${corrected.phone}\n  E-mail: ${corrected.email ?? '—'}\n  Mensagem: ${cell(corrected.message, 60).trim()}\n` +
          'Os avisos que ainda não saíram vão com os dados corrigidos; os e-mails que a clínica já recebeu e o CRM continuam com os antigos: corrija-os lá também.\n',
      );
    });

  leads
    .command('delete')
    .description('Apaga todos os contatos de uma pessoa (pedido de exclusão pela LGPD).')
    .option(...dbOption)
    .option('--email <email>', 'e-mail da pessoa')
    .option('--phone <telefone>', 'telefone da pessoa (com ou sem +55, pontuação é ignorada); com --email, apaga os que têm um ou outro')
    .option(...simOption)
    .action(async (options: { db?: string; email?: string; phone?: string; sim?: boolean }) => {
      const { person, who } = personOf(options, true)!;
      if (options.sim) {
        const ids = await withStore(databaseOf(options), (store) => store.idsOfPerson(person));
        // Not `who`: what --sim prints holds no personal data, not even the phone or e-mail typed.
        return io.out(simulated(ids, 'da pessoa informada'));
      }
      const removed = await withStore(databaseOf(options), async (store, db) => {
        const count = await store.deletePerson(person);
        // Also when nothing was left to delete: running the command again after a failed clean-up finishes it.
        await compactAfter(store, db, count ? `${count} contato(s) com ${who} apagado(s)` : `Nenhum contato com ${who} restava no banco`);
        return count;
      });
      // Exit 1: a script handling requests must notice a typo instead of reporting the data as erased.
      if (removed === 0) throw nobodyFound(who);
      io.out(`${removed} contato(s) com ${who} apagado(s), com os avisos que ainda não tinham sido enviados.\n`);
    });

  leads
    .command('migrate')
    .description('Copia os contatos e os avisos pendentes de um banco SQLite para o PostgreSQL (pode rodar de novo sem duplicar).')
    .requiredOption('--from <arquivo>', 'o banco SQLite de hoje (data/leads.db)')
    .requiredOption('--to <endereço>', 'o PostgreSQL de destino (postgres://…)')
    .action((options: { from: string; to: string }) => migrateLeads(options, io));
}
