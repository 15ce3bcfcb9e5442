/**
 * Watches what a dev rebuild depends on and reports changes in batches: an editor or a spreadsheet program saves one file with several events, and a batch waits for
 * them to settle (`debounceMs`) before one rebuild starts.
 *
 * Quiet events are not enough: a program that writes a workbook in place (a script, a sync client) truncates it,
 * which is one event, and then writes it in one call that says nothing until it ends. A 34 MB workbook of 10,000
 * services takes over 100 ms to write, so the rebuild read half a file and showed "Planilha danificada" before the
 * next event brought the whole one. A batch therefore also waits until each changed file's size and modification
 * time are what they were at its last event (`fileState`), and each changed workbook is visibly whole (`looksWhole`):
 * a writer held up mid-file by a busy disk leaves the size unchanged for longer than any quiet time, but an .xlsx or
 * .ods is a zip, whose last bytes are its closing directory record.
 */
import { closeSync, constants, existsSync, fstatSync, openSync, readdirSync, readSync, statSync, watch, type FSWatcher } from 'node:fs';
import { basename, dirname, join, sep } from 'node:path';

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

/** Size and modification time of a path, or '' when it is gone: equal states mean nothing was written in between. */
export function fileState(path: string): string {
  try {
    const stats = statSync(path);
    return `${stats.size}:${stats.mtimeMs}`;
  } catch {
    return '';
  }
}

/** Workbooks saved as zip files; an .xlsx saved with a password is not one (it is an OLE file) and is not checked. */
const ZIP_WORKBOOK = /\.(xlsx|xlsm|ods)$/i;
const ZIP_START = 0x04034b50;
const ZIP_END = 0x06054b50;
/** The closing record's size without its comment, and the longest comment it can have. */
const ZIP_END_SIZE = 22;
const ZIP_MAX_COMMENT = 0xffff;

/**
 * False while a workbook is visibly half-written: an .xlsx or .ods that is empty (truncated, nothing written yet), or
 * that starts as a zip and does not end with a zip's closing record. Anything else, a file that is gone included,
 * counts as whole: the reader says what is wrong with it.
 */
export function looksWhole(path: string): boolean {
  if (!ZIP_WORKBOOK.test(path)) return true;
  let fd: number;
  try {
    // Without waiting: a named pipe under a workbook's name would hold the watcher until something writes to it.
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch {
    return true;
  }
  try {
    const info = fstatSync(fd);
    if (!info.isFile()) return true; // not a file at all: the reader says so (src/read/sheet-file.ts)
    const size = info.size;
    if (size === 0) return false;
    const start = Buffer.alloc(4);
    if (readSync(fd, start, 0, 4, 0) < 4 || start.readUInt32LE(0) !== ZIP_START) return true;
    const tailLength = Math.min(size, ZIP_END_SIZE + ZIP_MAX_COMMENT);
    const tail = Buffer.alloc(tailLength);
    const read = readSync(fd, tail, 0, tailLength, size - tailLength);
    for (let at = read - ZIP_END_SIZE; at >= 0; at--) {
      if (tail.readUInt32LE(at) === ZIP_END && at + ZIP_END_SIZE + tail.readUInt16LE(at + 20) === read) return true;
    }
    return false;
  } catch {
    return true;
  } finally {
    closeSync(fd);
  }
}

const isFolder = (path: string) => {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
};

/** A file still being written after this long is taken as it is (the rebuild then reports what it found). */
const MAX_SETTLE_MS = 10_000;

export function watchSources(folders: WatchedFolder[], debounceMs: number, onBatch: (batch: ChangeBatch) => void): { close(): void } {
  let batch: ChangeBatch | null = null;
  let timer: NodeJS.Timeout | null = null;
  /** Each changed file's state at its latest event. */
  let states = new Map<string, string>();
  const whenSettled = () => {
    const done = batch!;
    const written = [...states].map(([file, state]) => [file, fileState(file), state]).filter(([file, now, then]) => now !== then || !looksWhole(file));
    if (written.length && performance.now() - done.firstEventAt < MAX_SETTLE_MS) {
      for (const [file, now] of written) states.set(file, now);
      timer = setTimeout(whenSettled, debounceMs);
      return;
    }
    batch = null;
    timer = null;
    states = new Map();
    onBatch(done);
  };
  const changed = (kind: WatchedFolder['kind'], file: string) => {
    batch ??= { sheets: false, code: false, files: [], firstEventAt: performance.now() };
    batch[kind] = true;
    if (!batch.files.includes(file)) batch.files.push(file);
    states.set(file, fileState(file));
    if (timer) clearTimeout(timer);
    timer = setTimeout(whenSettled, debounceMs);
  };
  // One watcher per folder, not Node's recursive one: on Linux that one watches each file, and a file replaced by
  // renaming a temporary copy over it (how LibreOffice and most editors save) was never heard from again, so every
  // save after the first was missed. A folder's own watcher reports the new file under its name. A folder made later
  // (a subfolder of photos) is watched from its first event. A folder removed or renamed takes its watchers (and those
  // below it) with it: its path is watched again when a folder of that name comes back, a moved one under its new name.
  // A watched folder itself (the sheets folder renamed and renamed back, restored from a backup, replaced by a sync
  // client) has no watched parent to hear it come back: its parent is watched for its name until it does.
  const watched = new Map<string, FSWatcher>();
  const roots = new Set(folders.map((folder) => folder.path));
  const returning = new Map<string, FSWatcher>();
  const awaitReturn = (kind: WatchedFolder['kind'], path: string) => {
    if (returning.has(path)) return;
    const back = () => {
      if (!isFolder(path)) return false;
      returning.get(path)?.close();
      returning.delete(path);
      watchTree(kind, path);
      changed(kind, path);
      return true;
    };
    let parent: FSWatcher;
    try {
      parent = watch(dirname(path), (_event, name) => {
        if (name === null || String(name) === basename(path)) back();
      });
    } catch {
      return; // the parent is gone too: nothing comes back under this name
    }
    parent.on('error', () => {
      parent.close();
      returning.delete(path);
    });
    returning.set(path, parent);
    back(); // it may have come back between the event and this watcher
  };
  const unwatchTree = (path: string) => {
    for (const [folder, watcher] of watched) {
      if (folder !== path && !folder.startsWith(`${path}${sep}`)) continue;
      watcher.close();
      watched.delete(folder);
    }
  };
  const watchFolder = (kind: WatchedFolder['kind'], path: string) => {
    if (watched.has(path)) return;
    let watcher: FSWatcher;
    try {
      watcher = watch(path, (_event, name) => {
        // The watched folder itself was removed or moved away (its own name is reported): forget it.
        if (!existsSync(path)) {
          unwatchTree(path);
          changed(kind, path);
          if (roots.has(path)) awaitReturn(kind, path);
          return;
        }
        const file = name ? join(path, String(name)) : path;
        if (name && isIgnoredFile(String(name))) return;
        if (name && isFolder(file)) watchTree(kind, file);
        else if (name && !existsSync(file)) unwatchTree(file);
        changed(kind, file);
      });
    } catch {
      return; // gone between the listing and the watch, or not readable: nothing in it can be built
    }
    watcher.on('error', () => {
      unwatchTree(path);
      if (roots.has(path)) awaitReturn(kind, path);
    });
    watched.set(path, watcher);
  };
  const watchTree = (kind: WatchedFolder['kind'], path: string) => {
    watchFolder(kind, path);
    let entries: string[] = [];
    try {
      entries = readdirSync(path, { withFileTypes: true }).filter((e) => e.isDirectory() && !isIgnoredFile(e.name)).map((e) => join(path, e.name));
    } catch {}
    for (const folder of entries) watchTree(kind, folder);
  };
  for (const folder of folders) {
    if (existsSync(folder.path)) watchTree(folder.kind, folder.path);
    else awaitReturn(folder.kind, folder.path);
  }
  return {
    close() {
      if (timer) clearTimeout(timer);
      for (const watcher of [...watched.values(), ...returning.values()]) watcher.close();
      watched.clear();
      returning.clear();
    },
  };
}
