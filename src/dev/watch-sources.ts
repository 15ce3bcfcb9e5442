/**
 * Watches what a dev rebuild depends on (fs.watch, recursive: native on Linux and macOS since Node 20) and reports
 * changes in batches: an editor or a spreadsheet program saves one file with several events, and a batch waits for
 * them to settle (`debounceMs`) before one rebuild starts.
 */
import { existsSync, watch, type FSWatcher } from 'node:fs';
import { basename, join } from 'node:path';

/** What changed: only sheets (a rebuild in this process will do) or code that is compiled into the CLI. */
export interface ChangeBatch {
  sheets: boolean;
  code: boolean;
  files: string[];
  /** performance.now() of the first event of the batch: the start of the measured edit-to-reload time. */
  firstEventAt: number;
}

export interface WatchedFolder {
  path: string;
  kind: 'sheets' | 'code';
}

/**
 * Files that are not content: lock files of Excel (`~$servicos.xlsx`) and LibreOffice (`.~lock.servicos.xlsx#`),
 * editor swap and backup files, and tests (they are not part of the site).
 */
export function isIgnoredFile(name: string): boolean {
  const file = basename(name);
  return /^(~\$|\.~lock\.|\.#)|(\.swp|\.swx|~|\.tmp)$|\.test\.tsx?$/.test(file) || file.startsWith('.') || /(^|[/\\])node_modules([/\\]|$)/.test(name);
}

export function watchSources(folders: WatchedFolder[], debounceMs: number, onBatch: (batch: ChangeBatch) => void): { close(): void } {
  let batch: ChangeBatch | null = null;
  let timer: NodeJS.Timeout | null = null;
  const watchers: FSWatcher[] = [];
  for (const folder of folders) {
    if (!existsSync(folder.path)) continue;
    const watcher = watch(folder.path, { recursive: true }, (_event, name) => {
      const file = name ? join(folder.path, String(name)) : folder.path;
      if (name && isIgnoredFile(String(name))) return;
      batch ??= { sheets: false, code: false, files: [], firstEventAt: performance.now() };
      batch[folder.kind] = true;
      if (!batch.files.includes(file)) batch.files.push(file);
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        const done = batch!;
        batch = null;
        timer = null;
        onBatch(done);
      }, debounceMs);
    });
    watchers.push(watcher);
  }
  return {
    close() {
      if (timer) clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
    },
  };
}
