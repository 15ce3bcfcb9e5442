/**
 * The outbox worker: delivers notification jobs (e-mail, webhook) with exponential backoff, so that an SMTP or CRM
 * outage delays notifications and loses none, and a restart resumes them (the jobs are rows, not timers).
 *
 * Delivery is exactly once in the normal case: a job is marked sent in the database right after the receiver
 * accepted it. If the process dies between the receiver's "250 OK" and that mark, the job is sent again after the
 * restart (at least once); e-mails carry a Message-ID and webhooks an Idempotency-Key derived from the lead so the
 * receiving side can recognise the repeat.
 *
 * Several server processes may share one PostgreSQL database: each claims jobs with a lease (outbox-queue.ts), so a
 * job is attempted by one process at a time, and the jobs of a process that died are attempted by another once
 * their lease has passed. A job is only attempted while at least half of its lease remains, and the lease is far
 * longer than one attempt can take (the transports' time-outs), so a lease never runs out during an attempt.
 * When the database itself is unreachable, the worker waits (doubling up to a minute) and tries again.
 */
import type { Channel, Lead } from './lead.ts';
import type { OutboxJob, OutboxQueue } from './outbox-queue.ts';

/** Sends one lead on one channel; resolves once the receiver has accepted it. */
export type Deliver = (lead: Lead) => Promise<void>;

/**
 * A failed attempt. `scope: 'channel'` (server down, timeout, refused login) pauses the whole channel until this
 * job's next attempt, so an outage costs one connection attempt per backoff step instead of one per pending lead.
 * `scope: 'job'` (this one message was refused) retries only this job and lets the others through.
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly scope: 'channel' | 'job',
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'DeliveryError';
  }
}

export interface OutboxTuning {
  /** Wait after the first failure; doubles on each further failure. */
  firstRetryMs: number;
  /** Longest wait between two attempts: never give up, but do not hammer a server that is down for a day. */
  maxRetryMs: number;
  /** Jobs claimed per query. */
  batchSize: number;
  /** How long a claimed job is this process's; at least twice the longest attempt (SMTP: at most 40 s, mailer.ts). */
  leaseMs: number;
  /** First wait after the database could not be reached; doubles up to a minute. */
  databaseRetryMs: number;
}

export const DEFAULT_TUNING: OutboxTuning = { firstRetryMs: 5_000, maxRetryMs: 15 * 60_000, batchSize: 20, leaseMs: 120_000, databaseRetryMs: 1_000 };

/** The wait before attempt number `attempts + 1`, with ±20 % jitter so that retries of many jobs spread out. */
export function retryDelay(attempts: number, tuning: OutboxTuning, random = Math.random): number {
  const base = Math.min(tuning.maxRetryMs, tuning.firstRetryMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

export interface OutboxWorker {
  /** A lead was just stored: look for due jobs now rather than at the next timer. */
  poke(): void;
  /** Stops taking jobs and waits for the attempts in progress to end (each is bounded by its transport's timeouts). */
  close(): Promise<void>;
}

export interface WorkerOptions {
  queue: OutboxQueue;
  /** The configured channels; jobs of a channel that is not configured stay pending until it is. */
  deliverers: Partial<Record<Channel, Deliver>>;
  log: (line: string) => void;
  /** Why the queue failed, in the operator's words (the database's `failureReason`). */
  databaseReason: (error: unknown) => string;
  tuning?: Partial<OutboxTuning>;
}

const CHANNEL_NAMES: Record<Channel, string> = { email: 'e-mail', webhook: 'webhook' };
/** Even with nothing pending, look again now and then (a job written by another process, a clock jump). */
const IDLE_POLL_MS = 60_000;
const MAX_DATABASE_RETRY_MS = 60_000;

export function startOutboxWorker(options: WorkerOptions): OutboxWorker {
  const tuning = { ...DEFAULT_TUNING, ...options.tuning };
  const { queue, deliverers, log, databaseReason } = options;
  const channels = Object.keys(deliverers) as Channel[];
  const pausedUntil: Partial<Record<Channel, number>> = {};
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  /** Consecutive passes that failed on the database (0 = it answered last time). */
  let databaseFailures = 0;

  /** Delivers one job; returns false when the channel must pause. */
  async function attempt(job: OutboxJob): Promise<boolean> {
    try {
      await deliverers[job.channel]!(job.lead);
    } catch (error) {
      const attempts = job.attempts + 1;
      const wait = retryDelay(attempts, tuning);
      const nextAt = Date.now() + wait;
      const reason = (error as Error)?.message ?? String(error);
      await queue.reschedule(job.id, attempts, nextAt, reason);
      log(
        `aviso: ${CHANNEL_NAMES[job.channel]} do contato ${job.lead.id} não foi entregue (tentativa ${attempts}): ${reason}. ` +
          `Nova tentativa em ${Math.ceil(wait / 1000)} s; o contato está guardado.`,
      );
      if (error instanceof DeliveryError && error.scope === 'job') return true;
      pausedUntil[job.channel] = nextAt;
      return false;
    }
    await queue.markSent(job.id);
    return true;
  }

  async function drain(channel: Channel): Promise<void> {
    while (!closed && (pausedUntil[channel] ?? 0) <= Date.now()) {
      const jobs = await queue.claim(channel, Date.now(), tuning.batchSize, tuning.leaseMs);
      if (jobs.length === 0) return;
      for (let i = 0; i < jobs.length; i++) {
        const job = jobs[i];
        // Not attempted: stopping, the channel paused, or too little lease left to be sure no other process takes it
        // meanwhile. Given back at once, so another process (or this one, later) takes it without waiting.
        const tooLate = job.leaseUntil - Date.now() < tuning.leaseMs / 2;
        if (closed || tooLate || !(await attempt(job))) {
          await queue.release(jobs.slice(closed || tooLate ? i : i + 1).map((j) => j.id));
          return;
        }
      }
    }
  }

  async function schedule(): Promise<void> {
    if (closed) return;
    if (timer) clearTimeout(timer);
    const now = Date.now();
    let wake = now + IDLE_POLL_MS;
    if (databaseFailures > 0) {
      wake = now + Math.min(MAX_DATABASE_RETRY_MS, tuning.databaseRetryMs * 2 ** (databaseFailures - 1));
    } else {
      try {
        for (const channel of channels) {
          const due = await queue.nextDueAt(channel);
          if (due !== null) wake = Math.min(wake, Math.max(due, pausedUntil[channel] ?? 0));
        }
      } catch {
        wake = now + tuning.databaseRetryMs; // the next pass reports it
      }
    }
    if (closed) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, Math.max(0, wake - Date.now()));
    timer.unref(); // the HTTP server keeps the process alive; the worker alone must not
  }

  function run(): void {
    if (closed) return;
    if (running) {
      again = true; // the pass in progress goes round once more instead of a second pass running beside it
      return;
    }
    running = (async () => {
      do {
        again = false;
        await Promise.all(channels.map(drain));
      } while (again && !closed);
    })()
      .then(
        () => {
          if (databaseFailures > 0) log('O banco de contatos voltou a responder; a fila de avisos continua.');
          databaseFailures = 0;
        },
        (error: unknown) => {
          databaseFailures++;
          // Said once per outage, not at every retry: the operator needs to know, not a full log.
          if (databaseFailures === 1) log(`erro na fila de avisos (os avisos esperam e serão tentados de novo): ${databaseReason(error)}`);
        },
      )
      .then(schedule)
      .finally(() => {
        running = null;
        if (again) run(); // poked while the next wake-up was being computed
      });
  }

  run();
  return {
    poke: run,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
