/**
 * `clinic-site dev` and the workbooks of sheets/fontes.txt: an edit made in Google Planilhas (or OneDrive, Dropbox…)
 * changes no file in sheets/, so the watcher never hears of it. Every little while dev downloads each linked workbook
 * again, one link after the other and with the download's own limits (src/sources/live-sources.ts), and compares a
 * hash of its bytes with that of the workbook the last rebuild downloaded; only a difference asks for a rebuild
 * (README "Prévia enquanto edita"). Scheduling the checks, never during a rebuild, is src/dev/dev-server.ts's.
 *
 * A link that does not answer is said once, and once more when it answers again: the check repeats every half minute
 * and the terminal must not fill with the same line. It asks for no rebuild either: without --offline-ok that rebuild
 * would fail on the same link and put an error over a preview that was fine.
 */
import { linkKey } from '../sources/fontes-file.ts';
import { downloadSource, linkedSources, type SourcesNetwork } from '../sources/live-sources.ts';
import { workbookFingerprint } from '../sources/workbook-bytes.ts';

/** How often dev downloads the linked workbooks: an edit shows within half a minute, two requests a minute per link. */
export const LINK_CHECK_MS = 30_000;

export interface LinkedWorkbooksOptions {
  /** Said in the message of a link that does not answer. */
  intervalMs: number;
  /** A rebuild uses the kept copy of a link that does not answer, so a change in another link may still be built. */
  offlineOk?: boolean;
  /** Tests only: the network (a local server). */
  network?: SourcesNetwork;
  log(line: string): void;
}

export interface LinkedWorkbooks {
  /** What a rebuild downloaded (BuildOptions.onLinkedWorkbooks): the hashes later checks compare with. */
  built(fingerprints: ReadonlyMap<string, string>): void;
  /** Downloads each linked workbook once: the names ('servicos') of those that changed since the last rebuild, to rebuild now. */
  check(): Promise<string[]>;
}

export function linkedWorkbooks(sheets: string, options: LinkedWorkbooksOptions): LinkedWorkbooks {
  let built: ReadonlyMap<string, string> = new Map();
  /** Lines whose link did not answer at the last check (linkKey), each said once. */
  const failing = new Set<string>();
  const every = `${(options.intervalMs / 1000).toLocaleString('pt-BR')} segundos`;
  return {
    built(fingerprints) {
      built = new Map(fingerprints);
    },
    async check() {
      const linked = linkedSources(sheets);
      if (!linked) return [];
      const downloaded = new Map<string, string>();
      for (const source of linked.sources) {
        const key = linkKey(source);
        const at = `fontes.txt › linha ${source.line}`;
        const fetched = await downloadSource(source, options.network ?? {});
        if (!fetched.ok) {
          if (!failing.has(key)) {
            options.log(`⚠ Não foi possível conferir a planilha "${source.name}" no link (${at}): ${fetched.reason}. A prévia continua como está; o dev tenta de novo a cada ${every} e avisa quando o link voltar a responder.`);
          }
          failing.add(key);
          continue;
        }
        if (failing.delete(key)) options.log(`✔ O link da planilha "${source.name}" (${at}) voltou a responder.`);
        downloaded.set(key, workbookFingerprint(fetched.bytes));
      }
      const lines = new Set(linked.sources.map(linkKey));
      for (const key of failing) if (!lines.has(key)) failing.delete(key);
      const changed = linked.sources.filter((source) => downloaded.has(linkKey(source)) && downloaded.get(linkKey(source)) !== built.get(linkKey(source)));
      if (!changed.length || (failing.size && !options.offlineOk)) return [];
      // What the rebuild asked for will download, unless it says so itself (a rebuild in a child never does): without
      // this, a session rebuilding in a child would rebuild at every check.
      built = downloaded;
      return changed.map((source) => source.name);
    },
  };
}
