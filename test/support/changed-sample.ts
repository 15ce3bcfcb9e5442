/**
 * A pair of sheets folders that differ the way a publish usually does: in the "after" copy of the sample one price
 * changed (botox), a service was added (massagem-facial), one was removed (jato-de-plasma, with its FAQ) and one
 * FAQ answer changed (botox, "A aplicação dói?"). The change report tests compare the two.
 */
import { cpSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { copySample, editWorkbook, rowIndex, SAMPLE_SHEETS, setCell } from './sheet-fixtures.ts';

/** Applies the pair's edit to a sheets folder (a copy of the sample). */
export function applySampleChanges(sheets: string): void {
  editWorkbook(sheets, 'servicos', (tabs) => {
    const services = tabs.get('Serviços')!;
    setCell(services, 'botox', 'Preço', 'A partir de R$ 450');
    const copy = [...services[rowIndex(services, 'botox')]];
    copy[0] = 'massagem-facial';
    copy[services[0].indexOf('Título')] = 'Massagem facial';
    copy[services[0].indexOf('Preço')] = '300';
    services.push(copy);
    services.splice(rowIndex(services, 'jato-de-plasma'), 1);
    const faq = tabs.get('Perguntas')!;
    tabs.set('Perguntas', faq.filter((row) => row[0] !== 'jato-de-plasma'));
    const pain = faq.findIndex((row) => row[0] === 'botox' && row[1] === 'A aplicação dói?');
    faq[pain][2] = 'A maioria das pessoas sente um leve desconforto, que passa em poucos minutos.';
  });
}

export interface SamplePair {
  /** An unchanged copy of the sample (`…/antes`). */
  before: string;
  /** The edited copy (`…/sheets`). */
  after: string;
  /** The temporary folder holding both, free for other files of the test (an `out/`). */
  root: string;
  dispose(): void;
}

/** Both folders in one new temporary folder. */
export function samplePair(prefix = 'clinic-site-diff-'): SamplePair {
  const after = copySample(prefix);
  const root = dirname(after);
  const before = join(root, 'antes');
  cpSync(SAMPLE_SHEETS, before, { recursive: true });
  applySampleChanges(after);
  return { before, after, root, dispose: () => rmSync(root, { recursive: true, force: true }) };
}

/** The paragraph `build` prints when the pair's "after" replaces its "before". */
export const SAMPLE_CHANGES_PARAGRAPH =
  'Mudanças para o visitante desde a geração anterior: 1 preço mudou (Toxina botulínica (botox): A partir de R$ 400 → A partir de R$ 450); ' +
  '1 item novo (Massagem facial); 1 item retirado (Jato de plasma); texto alterado em 1 página (Toxina botulínica (botox)). ' +
  'Detalhes: clinic-site diff --against <pasta ou versão anterior>.';
