/**
 * The leads and the outbox in PostgreSQL. Storing a lead is one statement (the lead and its jobs through a
 * data-modifying WITH), so it commits as one, in one round trip. Claims use `FOR UPDATE SKIP LOCKED`: two processes
 * claiming at the same moment take different jobs and never wait for each other.
 */
import type pg from 'pg';
import { randomUUID } from 'node:crypto';
import { nationalPhoneDigits, type Channel, type Lead } from './lead.ts';
import type { OutboxJob, OutboxQueue } from './outbox-queue.ts';
import { correctionColumns, differsFrom, jobsByLead, leadFromRow, personKeys, type ImportResult, type LeadRow, type LeadStore, type PendingJob } from './store.ts';

const LEAD_COLUMNS = 'id, created_at, form, name, phone, phone_digits, email, treatment, message, referral, desired_local, desired_at, consent_text, copied_from';

/** The lead (unless one with its id exists) and its jobs; answers whether the lead was inserted. */
const INSERT_LEAD_WITH_JOBS = `
  WITH lead AS (
    INSERT INTO leads (${LEAD_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $19)
    ON CONFLICT (id) DO NOTHING RETURNING id
  ), jobs AS (
    INSERT INTO outbox (lead_id, channel, created_at, attempts, next_attempt_at, last_error)
    SELECT lead.id, job.channel, job.created_at, job.attempts, job.next_attempt_at, job.last_error
    FROM lead, unnest($14::text[], $15::timestamptz[], $16::integer[], $17::bigint[], $18::text[])
                 AS job (channel, created_at, attempts, next_attempt_at, last_error)
  )
  SELECT count(*) AS inserted FROM lead`;

function insertParameters(lead: Lead, jobs: PendingJob[], copiedFrom: string | null = null): unknown[] {
  return [
    lead.id, lead.createdAt, lead.form, lead.name, lead.phone, nationalPhoneDigits(lead.phone), lead.email, lead.treatment,
    lead.message, lead.referral, lead.desiredLocal, lead.desiredAt, lead.consentText,
    jobs.map((j) => j.channel), jobs.map((j) => j.createdAt), jobs.map((j) => j.attempts), jobs.map((j) => j.nextAttemptAt),
    jobs.map((j) => j.lastError), copiedFrom,
  ];
}

/**
 * The leads of one person (personKeys as $1 and $2): those with the e-mail or the phone given, what deletePerson
 * deletes and idsOfPerson lists. A key not given is NULL, which equals nothing: with neither, no lead.
 */
const OF_PERSON = '(email = $1::text OR phone_digits = $2::text)';

export function createPostgresStore(pool: pg.Pool): LeadStore {
  const count = async (sql: string, values: unknown[]) => (await pool.query(sql, values)).rowCount ?? 0;
  const ids = async (sql: string, values: unknown[]) => (await pool.query<{ id: string }>(sql, values)).rows.map((row) => row.id);
  return {
    async insert(submission, channels, now = new Date()) {
      const lead: Lead = { ...submission, consentText: submission.consentText ?? null, id: randomUUID(), createdAt: now.toISOString() };
      const jobs = channels.map((channel) => ({ channel, createdAt: lead.createdAt, attempts: 0, nextAttemptAt: now.getTime(), lastError: null }));
      await pool.query(INSERT_LEAD_WITH_JOBS, insertParameters(lead, jobs));
      return lead;
    },
    async countHoneypot(now = new Date()) {
      await pool.query(
        'INSERT INTO honeypot_hits (day, hits) VALUES ($1, 1) ON CONFLICT (day) DO UPDATE SET hits = honeypot_hits.hits + 1',
        [now.toISOString().slice(0, 10)],
      );
    },
    async honeypotHits() {
      return (await pool.query<{ n: number }>('SELECT coalesce(sum(hits), 0)::bigint AS n FROM honeypot_hits')).rows[0].n;
    },
    async list({ since, limit, person } = {}) {
      const { rows } = await pool.query<LeadRow & { pending: number }>(
        `SELECT l.*, (SELECT count(*) FROM outbox o WHERE o.lead_id = l.id AND o.sent_at IS NULL) AS pending
         FROM leads l WHERE ($1::timestamptz IS NULL OR l.created_at >= $1)
           AND (($3::text IS NULL AND $4::text IS NULL) OR l.email = $3 OR l.phone_digits = $4)
         ORDER BY l.created_at DESC, l.id DESC LIMIT $2`,
        [since || null, limit ?? null, ...personKeys(person)],
      );
      return rows.reverse().map((row) => ({ ...leadFromRow(row), pendingNotifications: row.pending }));
    },
    purgeBefore: (cutoff) => count('DELETE FROM leads WHERE created_at < $1', [cutoff]),
    async unnotifiedBefore(cutoff, channels) {
      const { rows } = await pool.query<{ n: string }>(
        `SELECT count(*) AS n FROM leads l WHERE l.created_at < $1
           AND EXISTS (SELECT 1 FROM outbox o WHERE o.lead_id = l.id AND o.sent_at IS NULL AND ($2::text[] IS NULL OR o.channel = ANY($2::text[])))`,
        [cutoff, channels ?? null],
      );
      return Number(rows[0].n);
    },
    idsBefore: (cutoff) => ids('SELECT id FROM leads WHERE created_at < $1 ORDER BY created_at, id', [cutoff]),
    async correct(id, changes) {
      const columns = correctionColumns(changes);
      const { rows } = await pool.query<LeadRow>(
        `UPDATE leads SET ${columns.map(([column], i) => `${column} = $${i + 1}`).join(', ')} WHERE id = $${columns.length + 1} RETURNING *`,
        [...columns.map(([, value]) => value), id],
      );
      return rows[0] ? leadFromRow(rows[0]) : null;
    },
    deletePerson: (person) => count(`DELETE FROM leads WHERE ${OF_PERSON}`, personKeys(person)),
    idsOfPerson: (person) => ids(`SELECT id FROM leads WHERE ${OF_PERSON} ORDER BY created_at, id`, personKeys(person)),
    async compactAfterErasure() {
      // The deleted rows stay in the table's pages until VACUUM reclaims them; do it now rather than at autovacuum's
      // leisure. (PostgreSQL's WAL and the operator's pg_dump copies age out on their own schedule.)
      await pool.query('VACUUM leads, outbox');
    },
    async leadsWithPendingJobs(after, limit) {
      const leads = (
        await pool.query<LeadRow>(
          'SELECT * FROM leads WHERE $1::timestamptz IS NULL OR (created_at, id) > ($1, $2::uuid) ORDER BY created_at, id LIMIT $3',
          [after?.createdAt ?? null, after?.id ?? null, limit],
        )
      ).rows;
      const jobs = (
        await pool.query<PendingJob & { leadId: string }>(
          `SELECT lead_id AS "leadId", channel, created_at AS "createdAt", attempts, next_attempt_at AS "nextAttemptAt", last_error AS "lastError"
           FROM outbox WHERE sent_at IS NULL AND lead_id = ANY($1::uuid[]) ORDER BY id`,
          [leads.map((l) => l.id)],
        )
      ).rows;
      const byLead = jobsByLead(jobs);
      return leads.map((row) => ({ lead: leadFromRow(row), jobs: byLead.get(row.id) ?? [] }));
    },
    async importLead(lead, jobs, origin): Promise<ImportResult> {
      if ((await ids('SELECT id FROM erased_leads WHERE id = $1', [lead.id])).length) return { status: 'erased', settled: 0 };
      const { rows } = await pool.query<{ inserted: number }>(INSERT_LEAD_WITH_JOBS, insertParameters(lead, jobs, origin));
      if (Number(rows[0].inserted) > 0) return { status: 'copied', settled: 0 };
      const [row] = (await pool.query<LeadRow & { copied_from: string | null }>('SELECT * FROM leads WHERE id = $1', [lead.id])).rows;
      if (!row || row.copied_from !== origin) return { status: 'foreign', settled: 0 };
      const changed = differsFrom(leadFromRow(row), lead);
      if (changed) {
        await pool.query(
          `UPDATE leads SET created_at = $2, form = $3, name = $4, phone = $5, phone_digits = $6, email = $7, treatment = $8, message = $9,
             referral = $10, desired_local = $11, desired_at = $12, consent_text = $13 WHERE id = $1`,
          insertParameters(lead, []).slice(0, 13),
        );
      }
      const settled = await count(
        'UPDATE outbox SET sent_at = now(), lease_until = NULL WHERE lead_id = $1 AND sent_at IS NULL AND NOT (channel = ANY($2::text[]))',
        [lead.id, jobs.map((job) => job.channel)],
      );
      return { status: changed ? 'updated' : 'unchanged', settled };
    },
    async copiedFrom(origin) {
      return (await pool.query<{ id: string; createdAt: string }>('SELECT id, created_at AS "createdAt" FROM leads WHERE copied_from = $1 ORDER BY created_at, id', [origin])).rows;
    },
    async deleteByIds(gone) {
      return gone.length ? count('DELETE FROM leads WHERE id = ANY($1::uuid[])', [gone]) : 0;
    },
    async erasedAmong(among) {
      const erased = await ids('SELECT id FROM erased_leads WHERE id = ANY($1::uuid[])', [among]);
      const [{ at }] = (await pool.query<{ at: string }>('SELECT min(at) AS at FROM erasures_kept_since')).rows;
      return { erased: new Set(erased), keptSince: at };
    },
  };
}

export function createPostgresQueue(pool: pg.Pool): OutboxQueue {
  return {
    async claim(channel, nowMs, limit, leaseMs) {
      const { rows } = await pool.query<LeadRow & { job_id: number; channel: Channel; attempts: number; lease_until: number }>(
        `WITH claimed AS (
           UPDATE outbox SET lease_until = $4
           WHERE id IN (SELECT id FROM outbox
                        WHERE channel = $1 AND sent_at IS NULL AND next_attempt_at <= $2
                          AND (lease_until IS NULL OR lease_until <= $2)
                        ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED)
           RETURNING id, channel, attempts, lease_until, lead_id
         )
         SELECT c.id AS job_id, c.channel, c.attempts, c.lease_until, l.*
         FROM claimed c JOIN leads l ON l.id = c.lead_id ORDER BY c.id`,
        [channel, nowMs, limit, nowMs + leaseMs],
      );
      return rows.map((row): OutboxJob => ({ id: row.job_id, channel: row.channel, attempts: row.attempts, leaseUntil: row.lease_until, lead: leadFromRow(row) }));
    },
    async nextDueAt(channel) {
      const { rows } = await pool.query<{ at: number | null }>(
        'SELECT min(greatest(next_attempt_at, coalesce(lease_until, 0))) AS at FROM outbox WHERE channel = $1 AND sent_at IS NULL',
        [channel],
      );
      return rows[0].at;
    },
    async markSent(jobId, now = new Date()) {
      await pool.query(
        'UPDATE outbox SET sent_at = $1, attempts = attempts + 1, last_error = NULL, lease_until = NULL WHERE id = $2 AND sent_at IS NULL',
        [now.toISOString(), jobId],
      );
    },
    async reschedule(jobId, attempts, nextAttemptAt, error) {
      await pool.query(
        'UPDATE outbox SET attempts = $1, next_attempt_at = $2, last_error = $3, lease_until = NULL WHERE id = $4 AND sent_at IS NULL',
        [attempts, nextAttemptAt, error.slice(0, 500), jobId],
      );
    },
    async release(jobIds) {
      if (jobIds.length) await pool.query('UPDATE outbox SET lease_until = NULL WHERE id = ANY($1::bigint[]) AND sent_at IS NULL', [jobIds]);
    },
    async pendingCounts() {
      const result: Record<Channel, number> = { email: 0, webhook: 0 };
      const { rows } = await pool.query<{ channel: Channel; n: number }>('SELECT channel, count(*) AS n FROM outbox WHERE sent_at IS NULL GROUP BY channel');
      for (const row of rows) result[row.channel] = row.n;
      return result;
    },
    async retryNow(nowMs) {
      return (await pool.query('UPDATE outbox SET next_attempt_at = $1 WHERE sent_at IS NULL AND next_attempt_at > $1', [nowMs])).rowCount ?? 0;
    },
  };
}
