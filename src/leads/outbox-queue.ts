/**
 * The outbox table seen as a queue: which notification jobs are due, and recording how an attempt went.
 * Jobs are written by store.ts in the lead's own transaction; this module never creates them.
 */
import type { LeadDatabase } from './database.ts';
import type { Channel, Lead } from './lead.ts';
import { leadFromRow } from './store.ts';

export interface OutboxJob {
  id: number;
  channel: Channel;
  /** Attempts made before this one. */
  attempts: number;
  lead: Lead;
}

export interface OutboxQueue {
  /** Jobs of `channel` whose next attempt is due at `nowMs`, oldest lead first. */
  due(channel: Channel, nowMs: number, limit: number): OutboxJob[];
  /** When the next job of one of `channels` falls due (epoch ms), or null if none is pending. */
  nextDueAt(channel: Channel): number | null;
  markSent(jobId: number, now?: Date): void;
  reschedule(jobId: number, attempts: number, nextAttemptAt: number, error: string): void;
  /** Pending jobs per channel, for the start-up log and `leads list`. */
  pendingCounts(): Record<Channel, number>;
}

export function createOutboxQueue(db: LeadDatabase): OutboxQueue {
  const due = db.prepare(
    `SELECT o.id AS job_id, o.channel, o.attempts, l.*
     FROM outbox o JOIN leads l ON l.id = o.lead_id
     WHERE o.channel = ? AND o.sent_at IS NULL AND o.next_attempt_at <= ?
     ORDER BY o.id LIMIT ?`,
  );
  const nextDue = db.prepare('SELECT min(next_attempt_at) AS at FROM outbox WHERE channel = ? AND sent_at IS NULL');
  // `sent_at IS NULL` in the WHERE makes marking idempotent: a job is never marked twice.
  const sent = db.prepare('UPDATE outbox SET sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ? AND sent_at IS NULL');
  const retry = db.prepare('UPDATE outbox SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE id = ? AND sent_at IS NULL');
  const counts = db.prepare('SELECT channel, count(*) AS n FROM outbox WHERE sent_at IS NULL GROUP BY channel');

  return {
    due(channel, nowMs, limit) {
      return (due.all(channel, nowMs, limit) as Array<Record<string, unknown>>).map((row) => ({
        id: row.job_id as number,
        channel: row.channel as Channel,
        attempts: row.attempts as number,
        lead: leadFromRow(row as unknown as Parameters<typeof leadFromRow>[0]),
      }));
    },
    nextDueAt(channel) {
      return (nextDue.get(channel) as { at: number | null }).at;
    },
    markSent(jobId, now = new Date()) {
      sent.run(now.toISOString(), jobId);
    },
    reschedule(jobId, attempts, nextAttemptAt, error) {
      retry.run(attempts, nextAttemptAt, error.slice(0, 500), jobId);
    },
    pendingCounts() {
      const result: Record<Channel, number> = { email: 0, webhook: 0 };
      for (const row of counts.all() as Array<{ channel: Channel; n: number }>) result[row.channel] = row.n;
      return result;
    },
  };
}
