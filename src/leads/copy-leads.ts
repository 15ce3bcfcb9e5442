/**
 * `clinic-site leads migrate`: copies every lead, with the notifications not yet delivered, from one store into
 * another (a clinic moving from its SQLite file to PostgreSQL). A lead already in the destination (same id) is left
 * alone with its notifications, so running it twice copies nothing twice, and a notice is never queued twice.
 */
import type { LeadStore } from './store.ts';

export interface CopyReport {
  /** Leads copied now. */
  leads: number;
  /** Pending notifications copied with them. */
  jobs: number;
  /** Leads found already in the destination. */
  alreadyThere: number;
}

export async function copyLeads(from: LeadStore, to: LeadStore): Promise<CopyReport> {
  const report: CopyReport = { leads: 0, jobs: 0, alreadyThere: 0 };
  for (const { lead, jobs } of await from.everyLeadWithPendingJobs()) {
    if (await to.importLead(lead, jobs)) {
      report.leads++;
      report.jobs += jobs.length;
    } else {
      report.alreadyThere++;
    }
  }
  return report;
}
