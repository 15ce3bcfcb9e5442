/**
 * The leads and the outbox in SQLite. better-sqlite3 is synchronous: each method does its work at once and returns
 * a settled promise, so the server and the commands use both stores the same way.
 */
import type Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { nationalPhoneDigits, type Channel, type Lead } from './lead.ts';
import type { OutboxJob, OutboxQueue } from './outbox-queue.ts';
import { isBusy, whenFree } from './sqlite-busy.ts';
import { correctionColumns, differsFrom, jobsByLead, leadFromRow, personKeys, type ImportResult, type LeadRow, type LeadStore, type PendingJob } from './store.ts';

/**
 * The leads of one person (personKeys as @email and @phone): those with the e-mail or the phone given, what
 * deletePerson deletes and idsOfPerson lists. A key not given is NULL, which equals nothing: with neither, no lead.
 */
const OF_PERSON = '(email = @email OR phone_digits = @phone)';

export function createSqliteStore(db: Database.Database): LeadStore {
  const insertLead = db.prepare(
    `INSERT INTO leads (id, created_at, form, name, phone, phone_digits, email, treatment, message, referral, desired_local, desired_at, consent_text, copied_from)
     VALUES (@id, @createdAt, @form, @name, @phone, @phoneDigits, @email, @treatment, @message, @referral, @desiredLocal, @desiredAt, @consentText, @copiedFrom)`,
  );
  const insertJob = db.prepare(
    'INSERT INTO outbox (lead_id, channel, created_at, attempts, next_attempt_at, last_error) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertWithJobs = db.transaction((lead: Lead, jobs: PendingJob[], copiedFrom: string | null = null) => {
    insertLead.run({ ...lead, phoneDigits: nationalPhoneDigits(lead.phone), copiedFrom });
    for (const job of jobs) insertJob.run(lead.id, job.channel, job.createdAt, job.attempts, job.nextAttemptAt, job.lastError);
  });
  const countHit = db.prepare(
    'INSERT INTO honeypot_hits (day, hits) VALUES (?, 1) ON CONFLICT (day) DO UPDATE SET hits = hits + 1',
  );
  const selectLeads = db.prepare(
    `SELECT l.*, (SELECT count(*) FROM outbox o WHERE o.lead_id = l.id AND o.sent_at IS NULL) AS pending
     FROM leads l WHERE l.created_at >= @since AND ((@email IS NULL AND @phone IS NULL) OR l.email = @email OR l.phone_digits = @phone)
     ORDER BY l.created_at DESC, l.rowid DESC LIMIT @limit`,
  );
  const storedCopy = db.prepare('SELECT * FROM leads WHERE id = ?');
  const erasedHere = db.prepare('SELECT 1 FROM erased_leads WHERE id = ?');
  const refreshCopy = db.prepare(
    `UPDATE leads SET created_at = @createdAt, form = @form, name = @name, phone = @phone, phone_digits = @phoneDigits, email = @email,
       treatment = @treatment, message = @message, referral = @referral, desired_local = @desiredLocal, desired_at = @desiredAt,
       consent_text = @consentText WHERE id = @id`,
  );
  const settleCopy = db.prepare(
    `UPDATE outbox SET sent_at = @now, lease_until = NULL
     WHERE lead_id = @id AND sent_at IS NULL AND channel NOT IN (SELECT value FROM json_each(@pending))`,
  );

  return {
    async insert(submission, channels, now = new Date()) {
      const lead: Lead = { ...submission, consentText: submission.consentText ?? null, id: randomUUID(), createdAt: now.toISOString() };
      const jobs = channels.map((channel) => ({ channel, createdAt: lead.createdAt, attempts: 0, nextAttemptAt: now.getTime(), lastError: null }));
      insertWithJobs(lead, jobs);
      return lead;
    },
    async countHoneypot(now = new Date()) {
      countHit.run(now.toISOString().slice(0, 10));
    },
    async honeypotHits() {
      return (db.prepare('SELECT coalesce(sum(hits), 0) AS n FROM honeypot_hits').get() as { n: number }).n;
    },
    async list({ since = '', limit = -1, person } = {}) {
      const [email, phone] = personKeys(person);
      const rows = selectLeads.all({ since, limit, email, phone }) as Array<LeadRow & { pending: number }>;
      return rows.reverse().map((row) => ({ ...leadFromRow(row), pendingNotifications: row.pending }));
    },
    async purgeBefore(cutoff) {
      return db.prepare('DELETE FROM leads WHERE created_at < ?').run(cutoff).changes;
    },
    async unnotifiedBefore(cutoff, channels) {
      return (
        db
          .prepare(
            `SELECT count(*) AS n FROM leads l WHERE l.created_at < @cutoff AND EXISTS (SELECT 1 FROM outbox o WHERE o.lead_id = l.id AND o.sent_at IS NULL
               AND (@channels IS NULL OR o.channel IN (SELECT value FROM json_each(@channels))))`,
          )
          .get({ cutoff, channels: channels ? JSON.stringify(channels) : null }) as { n: number }
      ).n;
    },
    async idsBefore(cutoff) {
      return db.prepare('SELECT id FROM leads WHERE created_at < ? ORDER BY created_at, rowid').pluck().all(cutoff) as string[];
    },
    async correct(id, changes) {
      const columns = correctionColumns(changes);
      const row = db
        .prepare(`UPDATE leads SET ${columns.map(([column]) => `${column} = ?`).join(', ')} WHERE id = ? RETURNING *`)
        .get(...columns.map(([, value]) => value), id) as LeadRow | undefined;
      return row ? leadFromRow(row) : null;
    },
    async deletePerson(person) {
      const [email, phone] = personKeys(person);
      return db.prepare(`DELETE FROM leads WHERE ${OF_PERSON}`).run({ email, phone }).changes;
    },
    async idsOfPerson(person) {
      const [email, phone] = personKeys(person);
      return db.prepare(`SELECT id FROM leads WHERE ${OF_PERSON} ORDER BY created_at, rowid`).pluck().all({ email, phone }) as string[];
    },
    async compactAfterErasure() {
      // secure_delete already zeroes the pages; this writes the WAL back and empties it, so an erased lead lingers
      // in no log frame. SQLite answers a checkpoint that another connection blocks with busy = 1 rather than an
      // error: it is tried again for as long as any other work (./sqlite-busy.ts), and then left to the next one.
      await whenFree(() => {
        const [result] = db.pragma('wal_checkpoint(TRUNCATE)') as Array<{ busy: number }>;
        if (result?.busy) throw Object.assign(new Error('checkpoint bloqueado por outra conexão'), { code: 'SQLITE_BUSY' });
      }).catch((error: unknown) => {
        if (!isBusy(error)) throw error;
      });
    },
    async leadsWithPendingJobs(after, limit) {
      const leads = (
        after
          ? db.prepare('SELECT * FROM leads WHERE (created_at, id) > (?, ?) ORDER BY created_at, id LIMIT ?').all(after.createdAt, after.id, limit)
          : db.prepare('SELECT * FROM leads ORDER BY created_at, id LIMIT ?').all(limit)
      ) as LeadRow[];
      const jobs = db
        .prepare(
          `SELECT lead_id AS leadId, channel, created_at AS createdAt, attempts, next_attempt_at AS nextAttemptAt, last_error AS lastError
           FROM outbox WHERE sent_at IS NULL AND lead_id IN (SELECT value FROM json_each(?)) ORDER BY id`,
        )
        .all(JSON.stringify(leads.map((l) => l.id))) as Array<PendingJob & { leadId: string }>;
      const byLead = jobsByLead(jobs);
      return leads.map((row) => ({ lead: leadFromRow(row), jobs: byLead.get(row.id) ?? [] }));
    },
    async importLead(lead, jobs, origin) {
      return db.transaction((): ImportResult => {
        if (erasedHere.get(lead.id)) return { status: 'erased', settled: 0 };
        const row = storedCopy.get(lead.id) as (LeadRow & { copied_from: string | null }) | undefined;
        if (!row) {
          insertWithJobs(lead, jobs, origin);
          return { status: 'copied', settled: 0 };
        }
        if (row.copied_from !== origin) return { status: 'foreign', settled: 0 };
        const changed = differsFrom(leadFromRow(row), lead);
        if (changed) refreshCopy.run({ ...lead, phoneDigits: nationalPhoneDigits(lead.phone) });
        const settled = settleCopy.run({ id: lead.id, now: new Date().toISOString(), pending: JSON.stringify(jobs.map((job) => job.channel)) }).changes;
        return { status: changed ? 'updated' : 'unchanged', settled };
      })();
    },
    async copiedFrom(origin) {
      return db.prepare('SELECT id, created_at AS createdAt FROM leads WHERE copied_from = ? ORDER BY created_at, rowid').all(origin) as Array<{ id: string; createdAt: string }>;
    },
    async deleteByIds(ids) {
      const remove = db.prepare('DELETE FROM leads WHERE id = ?');
      return db.transaction(() => ids.reduce((deleted, id) => deleted + remove.run(id).changes, 0))();
    },
    async erasedAmong(ids) {
      const erased = db.prepare('SELECT id FROM erased_leads WHERE id IN (SELECT value FROM json_each(?))').pluck().all(JSON.stringify(ids)) as string[];
      const keptSince = db.prepare('SELECT min(at) FROM erasures_kept_since').pluck().get() as string;
      return { erased: new Set(erased), keptSince };
    },
  };
}

export function createSqliteQueue(db: Database.Database): OutboxQueue {
  // One statement claims and reads: UPDATE … RETURNING under SQLite's single writer lock, so no two claims overlap.
  const claim = db.prepare(
    `UPDATE outbox SET lease_until = @leaseUntil
     WHERE id IN (SELECT id FROM outbox
                  WHERE channel = @channel AND sent_at IS NULL AND next_attempt_at <= @now
                    AND (lease_until IS NULL OR lease_until <= @now)
                  ORDER BY id LIMIT @limit)
     RETURNING id`,
  );
  const jobsById = db.prepare(
    `SELECT o.id AS job_id, o.channel, o.attempts, o.lease_until, l.*
     FROM outbox o JOIN leads l ON l.id = o.lead_id WHERE o.id IN (SELECT value FROM json_each(?)) ORDER BY o.id`,
  );
  const nextDue = db.prepare(
    'SELECT min(max(next_attempt_at, coalesce(lease_until, 0))) AS at FROM outbox WHERE channel = ? AND sent_at IS NULL',
  );
  // `sent_at IS NULL` in the WHERE makes marking idempotent: a job is never marked twice.
  const sent = db.prepare('UPDATE outbox SET sent_at = ?, attempts = attempts + 1, last_error = NULL, lease_until = NULL WHERE id = ? AND sent_at IS NULL');
  const retry = db.prepare('UPDATE outbox SET attempts = ?, next_attempt_at = ?, last_error = ?, lease_until = NULL WHERE id = ? AND sent_at IS NULL');
  const release = db.prepare('UPDATE outbox SET lease_until = NULL WHERE id IN (SELECT value FROM json_each(?)) AND sent_at IS NULL');
  const counts = db.prepare('SELECT channel, count(*) AS n FROM outbox WHERE sent_at IS NULL GROUP BY channel');

  return {
    async claim(channel, nowMs, limit, leaseMs) {
      // One transaction, the read of the jobs included: a busy database makes it all roll back and be tried again
      // (./sqlite-busy.ts), never leaving jobs leased by a claim whose answer was lost.
      const rows = db.transaction(() => {
        const ids = (claim.all({ channel, now: nowMs, limit, leaseUntil: nowMs + leaseMs }) as Array<{ id: number }>).map((r) => r.id);
        return ids.length ? (jobsById.all(JSON.stringify(ids)) as Array<LeadRow & { job_id: number; channel: Channel; attempts: number; lease_until: number }>) : [];
      })();
      return rows.map((row): OutboxJob => ({ id: row.job_id, channel: row.channel, attempts: row.attempts, leaseUntil: row.lease_until, lead: leadFromRow(row) }));
    },
    async nextDueAt(channel) {
      return (nextDue.get(channel) as { at: number | null }).at;
    },
    async markSent(jobId, now = new Date()) {
      sent.run(now.toISOString(), jobId);
    },
    async reschedule(jobId, attempts, nextAttemptAt, error) {
      retry.run(attempts, nextAttemptAt, error.slice(0, 500), jobId);
    },
    async release(jobIds) {
      if (jobIds.length) release.run(JSON.stringify(jobIds));
    },
    async pendingCounts() {
      const result: Record<Channel, number> = { email: 0, webhook: 0 };
      for (const row of counts.all() as Array<{ channel: Channel; n: number }>) result[row.channel] = row.n;
      return result;
    },
    async retryNow(nowMs) {
      return db.prepare('UPDATE outbox SET next_attempt_at = ? WHERE sent_at IS NULL AND next_attempt_at > ?').run(nowMs, nowMs).changes;
    },
  };
}
