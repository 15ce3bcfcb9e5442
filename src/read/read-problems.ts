/**
 * Why a sheet file could not be read, as catalogued problems: what the byte check found (src/read/workbook-file.ts),
 * what the reader thread answered, what csv-parse said. Library messages are English; these are what staff read.
 */
import { extname } from 'node:path';
import { problem, type Problem } from '../errors/problems.ts';
import type { WorkbookLimits, WorkbookRead } from './workbook.ts';
import type { WorkbookRefusal } from './workbook-file.ts';
import type { WorkbookSpec } from './workbooks.ts';

/** The problem for a file that is not a readable workbook. */
export function refusalProblem(refusal: WorkbookRefusal, file: string, spec: WorkbookSpec): Problem {
  const location = { file };
  const extension = extname(file).toLowerCase();
  switch (refusal.kind) {
    case 'vazio':
      return problem('PLANILHA_VAZIA', {}, location);
    case 'texto':
      if (refusal.separator === null) return problem('PLANILHA_TEXTO_SEM_COLUNAS', { extension }, location);
      return problem('PLANILHA_EM_TEXTO', { extension, separator: refusal.separator, csvName: `${spec.name}-${spec.tabs[0].key}.csv` }, location);
    case 'xls':
      return problem('PLANILHA_XLS', { extension }, location);
    case 'senha':
      return problem('PLANILHA_PROTEGIDA', {}, location);
    case 'grande':
      return problem('PLANILHA_GRANDE_DEMAIS', { expandedMb: refusal.expandedMb, limitMb: refusal.limitMb }, location);
    default:
      return problem('PLANILHA_DANIFICADA', {}, location);
  }
}

/** SheetJS's own reasons (English) mapped to the catalogue. */
export function failureProblem(read: Extract<WorkbookRead, { ok: false }>, file: string, limits: WorkbookLimits): Problem {
  if (read.failure === 'limite') return problem('PLANILHA_DEMOROU', { seconds: Math.round(limits.timeLimitMs / 1000) }, { file });
  if (/password|encrypt/i.test(read.reason)) return problem('PLANILHA_PROTEGIDA', {}, { file });
  return problem('PLANILHA_DANIFICADA', {}, { file });
}

/** csv-parse's reason (English, with a code) in words staff understand. */
export function csvErrorReason(error: unknown): string {
  const { code, lines } = error as { code?: string; lines?: number };
  const where = typeof lines === 'number' ? ` (perto da linha ${lines})` : '';
  if (code === 'CSV_QUOTE_NOT_CLOSED') return `uma aspa (") foi aberta e não foi fechada${where}`;
  return `o texto não está no formato CSV${where}`;
}
