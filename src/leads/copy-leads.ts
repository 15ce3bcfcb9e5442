/**
 * `clinic-site leads migrate`: copies every lead, with the notifications not yet delivered, from one store into
 * another (a clinic moving from its SQLite file to PostgreSQL). A lead already in the destination (same id) is left
 * alone with its notifications, so running it twice copies nothing twice, and a notice is never queued twice.
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
}

/** Leads read per page: memory stays bounded however large the source is. */
const PAGE = 500;

export async function copyLeads(from: LeadStore, to: LeadStore, pageSize = PAGE): Promise<CopyReport> {
  const report: CopyReport = { leads: 0, jobs: 0, alreadyThere: 0 };
  let after: Lead | null = null;
  for (;;) {
    const page = await from.leadsWithPendingJobs(after, pageSize);
    if (page.length === 0) return report;
    after = page[page.length - 1].lead;
    for (const { lead, jobs } of page) {
      if (await to.importLead(lead, jobs)) {
        report.leads++;
        report.jobs += jobs.length;
      } else {
        report.alreadyThere++;
      }
    }
  }
}
