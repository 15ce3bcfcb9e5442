/**
 * The part of the reading thread's source (./workbook-thread.ts) that loads SheetJS from V8's compiled code kept
 * between starts: `loadSheetJs()`, and `keepCode()` once a first workbook is read. Plain CommonJS, spliced into that
 * source, where `fs`, `path`, `threadId`, `xlsxPath`, `codeCacheDir` and `nodeFlags` are defined.
 */
export const SHEETJS_CODE_CACHE = `// SheetJS is loaded from V8's compiled code kept from an earlier start when there is one (half a megabyte of source
// to compile in every reading thread, about 30 ms, against 12 with the kept code). V8 checks the kept code against
// its own version and flags, but of the source it checks only the length: the file is named by a hash of the source,
// so an updated SheetJS never runs another version's code. The process's Node.js flags are in the name too: the CLI
// runs with the launcher's flags, a plain \`node\` without them, and V8 refuses code kept under other flags, so one
// file each instead of each start replacing the other's.
let codeCache = null;
function loadSheetJs() {
  const vm = require('node:vm');
  const Module = require('node:module');
  const source = fs.readFileSync(xlsxPath, 'utf8');
  const key = require('node:crypto').createHash('sha256').update(process.versions.v8 + '\0' + nodeFlags + '\0' + source).digest('hex').slice(0, 16);
  const file = codeCacheDir ? path.join(codeCacheDir, 'sheetjs-' + key + '.bin') : null;
  let cachedData;
  try {
    if (file && safeToLoad(file)) cachedData = fs.readFileSync(file);
  } catch {
    // none kept yet (or not readable): compiled from source
  }
  const script = new vm.Script(Module.wrap(source), { filename: xlsxPath, cachedData });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, Module.createRequire(xlsxPath), module, xlsxPath, path.dirname(xlsxPath));
  if (file && (!cachedData || script.cachedDataRejected)) codeCache = { script, file };
  return module.exports;
}
// V8 runs kept code without checking it: a file someone else could have written is never loaded. It must be this
// user's and writable by no one else (a file put in its place by someone else is theirs), in a folder not open to
// everyone unless it has the sticky bit, as /tmp. Where files have no owner (Windows) nothing is checked here.
function safeToLoad(file) {
  if (typeof process.getuid !== 'function') return true;
  const own = fs.statSync(file);
  const folder = fs.statSync(path.dirname(file));
  return own.uid === process.getuid() && (own.mode & 0o022) === 0 && ((folder.mode & 0o002) === 0 || (folder.mode & 0o1000) !== 0);
}
// Kept once the first workbook is read, so the code of the reading itself (compiled as it first runs) is kept too; this
// costs a few milliseconds once. Written beside and renamed: another process never reads half a file. A folder that
// cannot be written costs only the gain.
function keepCode() {
  if (!codeCache) return;
  const { script, file } = codeCache;
  codeCache = null;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const staged = file + '.' + process.pid + '.' + threadId;
    // Writable by its owner only, whatever the umask (a group-writable file would never be loaded).
    fs.writeFileSync(staged, script.createCachedData(), { mode: 0o644 });
    fs.renameSync(staged, file);
    removeOldCode(file);
  } catch {
    // read-only install: SheetJS is compiled from source at every start, as without the kept code
  }
}
// A new file means a new SheetJS, Node.js or set of flags: files of earlier ones not written for 30 days go, and so
// do half-written ones an interrupted start left an hour ago or more. A file still in use comes back at its next start.
function removeOldCode(kept) {
  const folder = path.dirname(kept);
  const now = Date.now();
  for (const name of fs.readdirSync(folder)) {
    const staging = /^sheetjs-[0-9a-f]+\\.bin\\.\\d+\\.\\d+$/.test(name);
    if (!staging && !/^sheetjs-[0-9a-f]+\\.bin$/.test(name)) continue;
    const file = path.join(folder, name);
    if (file === kept) continue;
    try {
      const age = now - fs.statSync(file).mtimeMs;
      if (age > (staging ? 3600e3 : 30 * 86400e3)) fs.rmSync(file, { force: true });
    } catch {
      // gone meanwhile
    }
  }
}
`;
