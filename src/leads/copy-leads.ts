/**
 * `clinic-site leads migrate`: copies every lead, with the notifications not yet delivered, from one store into
 * another (a clinic moving from its SQLite file to PostgreSQL). It may run again at any time, and the last run, with
 * the old server stopped, is what the new one starts from: a lead copied before is brought up to date with its source
 * (a correction made there, the notices the old server sent since, which are then marked sent here, so that nobody is
 * notified twice), and one the source no longer has (erased there under the LGPD) is erased here too. Leads the
 * destination received itself are never touched.
 */
import type { Lead } from './lead.ts';
import type { LeadStore } from './store.ts';

export interface CopyReport {
  /** Leads copied now. */
  leads: number;
  /** Pending notifications copied with them. */
  jobs: number;
  /** Leads found already in the destination. */
  alreadyThere: number;
  /** Of those, leads brought up to date with a correction made in the source. */
  updated: number;
  /**
   * Of those, leads the destination got from another source (or from this file under another path, which names the
   * source): left as they are, so corrections and erasures made in this source do not reach them.
   */
  foreign: number;
  /** Leads of the source deleted in the destination before (an erasure there): not brought back. */
  erasedHere: number;
  /** Notifications pending in the destination that the source has sent since: marked sent. */
  settled: number;
  /** Leads copied before that the source says it deleted since: erased in the destination. */
  erased: number;
  /**
   * Leads copied before that the source no longer has, with no record there of their deletion, and received after the
   * source's newest lead: the source is an older copy (a backup restored) that never had them. Kept in the destination.
   */
  missing: number;
}

/** Leads read per page: memory stays bounded however large the source is. */
const PAGE = 500;

/** `origin` names the source database (its file), so that a later run knows which leads came from it. */
export async function copyLeads(from: LeadStore, to: LeadStore, origin: string, pageSize = PAGE): Promise<CopyReport> {
  const report: CopyReport = { leads: 0, jobs: 0, alreadyThere: 0, updated: 0, foreign: 0, erasedHere: 0, settled: 0, erased: 0, missing: 0 };
  const seen = new Set<string>();
  let after: Lead | null = null;
  for (;;) {
    const page = await from.leadsWithPendingJobs(after, pageSize);
    if (page.length === 0) break;
    after = page[page.length - 1].lead;
    for (const { lead, jobs } of page) {
      seen.add(lead.id);
      const result = await to.importLead(lead, jobs, origin);
      report.settled += result.settled;
      if (result.status === 'erased') {
        report.erasedHere++;
      } else if (result.status === 'copied') {
        report.leads++;
        report.jobs += jobs.length;
      } else {
        report.alreadyThere++;
        if (result.status === 'updated') report.updated++;
        if (result.status === 'foreign') report.foreign++;
      }
    }
  }
  const gone = (await to.copiedFrom(origin)).filter((copy) => !seen.has(copy.id));
  const { erase, keep } = await erasedAtSource(from, gone, after?.createdAt ?? null);
  report.erased = await to.deleteByIds(erase);
  report.missing = keep.length;
  if (report.erased > 0) await to.compactAfterErasure();
  return report;
}

/**
 * Which copies the source no longer has were erased there. Those it recorded deleting (every deletion since it was
 * opened by a version that keeps them); of the others, which it may have deleted before it kept a record, those
 * received before the source's newest lead. A copy received after it, with no record, was never in this source: it
 * is an older copy of the database (a backup restored over it), and erasing would lose leads nobody asked to erase.
 */
async function erasedAtSource(from: LeadStore, gone: Array<{ id: string; createdAt: string }>, newest: string | null) {
  if (gone.length === 0) return { erase: [], keep: [] };
  const { erased, keptSince } = await from.erasedAmong(gone.map((copy) => copy.id));
  const erase: string[] = [];
  const keep: string[] = [];
  for (const copy of gone) {
    const beforeRecords = copy.createdAt < keptSince && newest !== null && copy.createdAt < newest;
    (erased.has(copy.id) || beforeRecords ? erase : keep).push(copy.id);
  }
  return { erase, keep };
}
