/**
 * The leads table: storing a lead together with its notifications, and the operator's reads and erasures.
 * The only module besides outbox-queue.ts that writes SQL against the lead database.
 */
import { randomUUID } from 'node:crypto';
import type { LeadDatabase } from './database.ts';
import { nationalPhoneDigits, type Channel, type Lead, type LeadSubmission } from './lead.ts';

/** A lead with where its notifications stand, for `leads list` and `leads export`. */
export interface LeadWithStatus extends Lead {
  /** Notifications not delivered yet (e-mail, webhook). */
  pendingNotifications: number;
}

interface LeadRow {
  id: string;
  created_at: string;
  form: 'contato' | 'agendamento';
  name: string;
  phone: string;
  email: string | null;
  treatment: string | null;
  message: string | null;
  referral: string | null;
  desired_local: string | null;
  desired_at: string | null;
  pending?: number;
}

export function leadFromRow(row: LeadRow): Lead {
  return {
    id: row.id,
    createdAt: row.created_at,
    form: row.form,
    name: row.name,
    phone: row.phone,
    email: row.email,
    treatment: row.treatment,
    message: row.message,
    referral: row.referral,
    desiredLocal: row.desired_local,
    desiredAt: row.desired_at,
  };
}

export interface LeadStore {
  /** Stores the lead and one outbox job per channel in one transaction; returns once it has committed. */
  insert(submission: LeadSubmission, channels: Channel[], now?: Date): Lead;
  /** Counts a request that filled the honeypot (per UTC day). */
  countHoneypot(now?: Date): void;
  honeypotHits(): number;
  /** Leads created at or after `since` (ISO), oldest first; at most `limit`, the newest ones, when given. */
  list(options?: { since?: string; limit?: number }): LeadWithStatus[];
  /** Deletes leads created before `cutoff` (ISO) and their pending notifications; returns how many. */
  purgeBefore(cutoff: string): number;
  deleteByEmail(email: string): number;
  deleteByPhone(phone: string): number;
  /**
   * Writes the WAL back into the database file and empties it, so an erased lead lingers in no log frame.
   * (secure_delete, set in database.ts, already zeroes its pages.) Best effort: a reader holding an old snapshot
   * at that moment delays it to the next checkpoint.
   */
  checkpoint(): void;
}

export function createLeadStore(db: LeadDatabase): LeadStore {
  const insertLead = db.prepare(
    `INSERT INTO leads (id, created_at, form, name, phone, phone_digits, email, treatment, message, referral, desired_local, desired_at)
     VALUES (@id, @createdAt, @form, @name, @phone, @phoneDigits, @email, @treatment, @message, @referral, @desiredLocal, @desiredAt)`,
  );
  const insertJob = db.prepare(
    'INSERT INTO outbox (lead_id, channel, created_at, next_attempt_at) VALUES (?, ?, ?, ?)',
  );
  const insertWithJobs = db.transaction((lead: Lead, channels: Channel[], nowMs: number) => {
    insertLead.run({ ...lead, phoneDigits: nationalPhoneDigits(lead.phone) });
    for (const channel of channels) insertJob.run(lead.id, channel, lead.createdAt, nowMs);
  });
  const countHit = db.prepare(
    'INSERT INTO honeypot_hits (day, hits) VALUES (?, 1) ON CONFLICT (day) DO UPDATE SET hits = hits + 1',
  );
  const selectLeads = db.prepare(
    `SELECT l.*, (SELECT count(*) FROM outbox o WHERE o.lead_id = l.id AND o.sent_at IS NULL) AS pending
     FROM leads l WHERE l.created_at >= ? ORDER BY l.created_at DESC, l.rowid DESC LIMIT ?`,
  );

  return {
    insert(submission, channels, now = new Date()) {
      const lead: Lead = { ...submission, id: randomUUID(), createdAt: now.toISOString() };
      insertWithJobs(lead, channels, now.getTime());
      return lead;
    },
    countHoneypot(now = new Date()) {
      countHit.run(now.toISOString().slice(0, 10));
    },
    honeypotHits() {
      return (db.prepare('SELECT coalesce(sum(hits), 0) AS n FROM honeypot_hits').get() as { n: number }).n;
    },
    list({ since = '', limit = -1 } = {}) {
      const rows = selectLeads.all(since, limit) as LeadRow[];
      return rows.reverse().map((row) => ({ ...leadFromRow(row), pendingNotifications: row.pending ?? 0 }));
    },
    purgeBefore(cutoff) {
      return db.prepare('DELETE FROM leads WHERE created_at < ?').run(cutoff).changes;
    },
    deleteByEmail(email) {
      return db.prepare('DELETE FROM leads WHERE email = ?').run(email.trim().toLowerCase()).changes;
    },
    deleteByPhone(phone) {
      return db.prepare('DELETE FROM leads WHERE phone_digits = ?').run(nationalPhoneDigits(phone)).changes;
    },
    checkpoint() {
      db.pragma('wal_checkpoint(TRUNCATE)');
    },
  };
}
