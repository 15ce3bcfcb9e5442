/**
 * What the lead service and the `leads` commands ask of the database, whichever store holds it (SQLite or
 * PostgreSQL: database.ts picks one). The SQL lives in sqlite-store.ts and postgres-store.ts only.
 */
import { CORRECTABLE_FIELDS, nationalPhoneDigits, type Channel, type ConsentedSubmission, type Correction, type Lead } from './lead.ts';

/** A lead with where its notifications stand, for `leads list` and `leads export`. */
export interface LeadWithStatus extends Lead {
  /** Notifications not delivered yet (e-mail, webhook). */
  pendingNotifications: number;
}

/** A notification not delivered yet, as `leads migrate` copies it. */
export interface PendingJob {
  channel: Channel;
  createdAt: string;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
}

/**
 * A data subject as staff name them: by e-mail (any case), by phone (any punctuation, with or without +55), or by
 * both, for a person who wrote with different contacts: then a lead with either is theirs.
 */
export type Person = { email: string; phone?: string } | { phone: string; email?: string };

/** The person as the leads table stores them: [email, phone digits], null for the one not given. */
export function personKeys(person: Person | undefined): [email: string | null, phoneDigits: string | null] {
  if (!person) return [null, null];
  return [person.email !== undefined ? person.email.trim().toLowerCase() : null, person.phone !== undefined ? nationalPhoneDigits(person.phone) : null];
}

export interface LeadStore {
  /** Stores the lead and one outbox job per channel in one transaction; resolves once it has committed. */
  insert(submission: ConsentedSubmission, channels: Channel[], now?: Date): Promise<Lead>;
  /** Counts a request that filled the honeypot (per UTC day). */
  countHoneypot(now?: Date): Promise<void>;
  honeypotHits(): Promise<number>;
  /**
   * Leads created at or after `since` (ISO), oldest first; at most `limit`, the newest ones, when given. `person`: only
   * one person's, found as deletePerson finds them (an LGPD access or portability request).
   */
  list(options?: { since?: string; limit?: number; person?: Person }): Promise<LeadWithStatus[]>;
  /** Deletes leads created before `cutoff` (ISO) and their pending notifications; returns how many. */
  purgeBefore(cutoff: string): Promise<number>;
  /** The ids of the leads purgeBefore(cutoff) would delete, oldest first; deletes nothing (`leads purge --sim`). */
  idsBefore(cutoff: string): Promise<string[]>;
  /**
   * How many leads received before `cutoff` still have a notice not sent (on one of `channels`, when given): the clinic
   * was never told of them.
   */
  unnotifiedBefore(cutoff: string, channels?: readonly Channel[]): Promise<number>;
  /**
   * Replaces the given fields of one lead (an LGPD correction request; values checked by validateCorrection) and
   * answers it as it now is, or null when no lead has that id. Notifications not yet sent go out with the new values.
   */
  correct(id: string, changes: Correction): Promise<Lead | null>;
  /** Deletes one person's leads and their pending notifications (an LGPD erasure request); returns how many. */
  deletePerson(person: Person): Promise<number>;
  /** The ids of the leads deletePerson(person) would delete, oldest first; deletes nothing (`leads delete --sim`). */
  idsOfPerson(person: Person): Promise<string[]>;
  /**
   * After an erasure, leaves no copy of the erased rows in the store's own files where it can (SQLite: empties the
   * WAL; PostgreSQL: VACUUM, so the dead rows' space is reclaimed). Backups are the operator's (docs/operador-leads.md).
   */
  compactAfterErasure(): Promise<void>;
  /**
   * Up to `limit` leads after `after` (or from the first), oldest first, with their pending notifications: the
   * source side of `leads migrate`, read a page at a time so that a large database never sits whole in memory.
   */
  leadsWithPendingJobs(after: Lead | null, limit: number): Promise<Array<{ lead: Lead; jobs: PendingJob[] }>>;
  /**
   * Stores a lead copied from the database `origin` with its pending jobs. A lead with its id already here that came
   * from the same origin is brought up to date: its fields as the source has them now, and its notices that the source
   * no longer has pending (sent there since) marked sent here, so that nobody gets them twice. A lead with its id
   * that did not come from `origin` is left alone, and one deleted here (an erasure asked for here, or copied and
   * then erased at the source) is not brought back.
   */
  importLead(lead: Lead, jobs: PendingJob[], origin: string): Promise<ImportResult>;
  /** The leads copied from `origin` (importLead), with when each was received there. */
  copiedFrom(origin: string): Promise<Array<{ id: string; createdAt: string }>>;
  /** Deletes the leads with these ids; answers how many there were. */
  deleteByIds(ids: readonly string[]): Promise<number>;
  /**
   * Of `ids`, those of leads deleted here (the erased_leads table, kept by a trigger since `erasuresKeptSince`), and
   * since when deletions are kept: a lead missing here that is not among them was never here, or was deleted before.
   */
  erasedAmong(ids: readonly string[]): Promise<{ erased: Set<string>; keptSince: string }>;
}

/** What importLead did with a lead, and how many of its notices here it marked sent. */
export interface ImportResult {
  status: 'copied' | 'updated' | 'unchanged' | 'foreign' | 'erased';
  settled: number;
}

/** Whether a stored lead differs from its source's copy in any field a person or a correction can change. */
export const differsFrom = (stored: Lead, source: Lead) =>
  (['form', 'name', 'phone', 'email', 'treatment', 'message', 'referral', 'desiredLocal', 'desiredAt', 'consentText', 'createdAt'] as const).some(
    (field) => (stored[field] ?? null) !== (source[field] ?? null),
  );

/** The columns a correction writes, with their values: a new phone also gives the digits a person is found by. */
export function correctionColumns(changes: Correction): Array<[column: string, value: string | null]> {
  const columns: Array<[string, string | null]> = [];
  // The column names come from this fixed list only, never from the object's keys: they are written into the SQL.
  for (const field of CORRECTABLE_FIELDS) {
    const value = changes[field];
    if (value === undefined) continue;
    columns.push([field, value]);
    if (field === 'phone') columns.push(['phone_digits', nationalPhoneDigits(value!)]);
  }
  return columns;
}

/** Columns of the leads table as both stores return them (PostgreSQL's timestamps already turned into ISO text). */
export interface LeadRow {
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
  consent_text: string | null;
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
    consentText: row.consent_text,
  };
}

/** Groups pending jobs (rows with the lead's id) by lead, for `leadsWithPendingJobs`. */
export function jobsByLead(rows: Array<PendingJob & { leadId: string }>): Map<string, PendingJob[]> {
  const byLead = new Map<string, PendingJob[]>();
  for (const { leadId, ...job } of rows) {
    const list = byLead.get(leadId) ?? [];
    list.push(job);
    byLead.set(leadId, list);
  }
  return byLead;
}
