/**
 * The outbox table seen as a queue: claiming the notification jobs that are due, and recording how an attempt went.
 * Jobs are written by the store in the lead's own transaction; a queue never creates them.
 *
 * Claims make several server processes on one database safe: a job is claimed by one process only, with a lease
 * (an instant until which it is that process's); a job whose process died is claimed again once its lease has
 * passed. Implemented in sqlite-store.ts and postgres-store.ts (`FOR UPDATE SKIP LOCKED`).
 */
import type { Channel, Lead } from './lead.ts';

export interface OutboxJob {
  id: number;
  channel: Channel;
  /** Attempts made before this one. */
  attempts: number;
  /** Epoch ms until which this process holds the job. */
  leaseUntil: number;
  lead: Lead;
}

export interface OutboxQueue {
  /** Claims up to `limit` due jobs of `channel` not held by another process, oldest first, until `nowMs + leaseMs`. */
  claim(channel: Channel, nowMs: number, limit: number, leaseMs: number): Promise<OutboxJob[]>;
  /** When the next job of `channel` can be claimed (epoch ms), or null if none is pending. */
  nextDueAt(channel: Channel): Promise<number | null>;
  /** Marks a delivered job; a job already marked stays as it was. */
  markSent(jobId: number, now?: Date): Promise<void>;
  /** Records a failed attempt and frees the job until `nextAttemptAt`. */
  reschedule(jobId: number, attempts: number, nextAttemptAt: number, error: string): Promise<void>;
  /** Gives back claimed jobs that were not attempted (the server is stopping), for another process to take now. */
  release(jobIds: number[]): Promise<void>;
  /** Pending jobs per channel, for the start-up log and `leads list`. */
  pendingCounts(): Promise<Record<Channel, number>>;
  /**
   * Makes every pending job waiting for a later retry due at `nowMs` (reservations are kept): a restart, often
   * made after fixing the SMTP settings, tries every notice at once, the oldest first. Answers how many.
   */
  retryNow(nowMs: number): Promise<number>;
}
