/**
 * The image stage, between validate and model: every image cell → the files out/ publishes (widths × formats, the
 * share image, cleaned SVG) and the facts the templates need (sizes, paths), through the cache. Problems staff can
 * act on (an iPhone HEIC photo, a damaged file, a photo too small for its place, a link that does not answer) come
 * back as located problems, never as exceptions.
 *
 * Images are encoded a few at a time, as many as the machine has cores (sharp runs each on its own thread, and
 * src/images/sharp-module.ts keeps one photo to one thread), so the first build with photos uses every core; memory is
 * bounded for the whole pool, not per core: a photo starts only while the decode memory in flight fits one budget
 * (src/images/decode-budget.ts), so big photos decode one at a time. The libvips operation cache is off: every
 * source is decoded once, and its cache would only hold on to memory.
 */
import { problem, type Problem } from '../errors/problems.ts';
import { imageFileKey, type ImageFile } from '../read/image-files.ts';
import { imageFormat } from '../read/image-format.ts';
import { ImageCache, type CachedImage } from './cache.ts';
import { DrawingTooComplex, ElongatedImage, encodeImage, MAX_SVG_RENDER_PIXELS, OversizedImage, UndecodableImage } from './encode.ts';
import { decodeMemoryOf, imageWorkers, MemoryBudget } from './decode-budget.ts';
import { fetchRemoteImage, type RemoteOptions } from './remote.ts';
import { MAX_ASPECT_RATIO, MAX_INPUT_BYTES, MAX_INPUT_PIXELS } from './encoder-settings.ts';
import type { ImageUse } from './uses.ts';

const MIME = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png', svg: 'image/svg+xml' } as const;
const EXTENSION = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png', svg: 'svg' } as const;

export interface ProcessedImage {
  /** Size of the largest variant (the aspect ratio for width/height attributes). */
  width: number;
  height: number;
  /** Every published version, as the browser addresses it ('/imagens/botox-640.1a2b3c4d.avif'). */
  variants: { type: string; width: number; height: number; src: string }[];
  /** The 1200×630 JPEG for og:image and twitter:image. */
  share: { src: string; width: number; height: number };
}

/** A file of out/ whose bytes are in the cache (the render stage reads it as it writes). */
export interface ImageOutput {
  path: string;
  source: string;
}

export interface ProcessedImages {
  /** By cell text, as written in the sheets (trimmed). */
  byCell: Map<string, ProcessedImage>;
  files: ImageOutput[];
  problems: Problem[];
}

export interface ProcessImagesOptions {
  cache?: ImageCache;
  /** Images encoded at once; defaults to the number of cores (or CLINIC_SITE_IMAGE_WORKERS). */
  concurrency?: number;
  /** Decode memory shared by the pool; defaults to DECODE_MEMORY_BUDGET. */
  budget?: MemoryBudget;
  remote?: Omit<RemoteOptions, 'cache'>;
  /** Called after each distinct image, for the progress line. */
  onImage?: (done: number, total: number) => void;
}

/**
 * Percent-escapes decoded where they form UTF-8 ('Sala%201' → 'Sala 1'); a stray '%' ('promo-50%.jpg', '%zz') is
 * kept as written, because any link a sheet can hold must give a file name, never an exception.
 */
function decodePercentEscapes(text: string): string {
  return text.replace(/(?:%[0-9a-f]{2})+/gi, (escapes) => {
    try {
      return decodeURIComponent(escapes);
    } catch {
      return escapes;
    }
  });
}

/** 'botox.jpg' → 'botox'; 'https://x/fotos/Sala%201.JPG?w=2' → 'sala-1': readable, safe file names. */
export function baseNameOf(cell: string): string {
  const last = /^https?:/i.test(cell) ? decodePercentEscapes(new URL(cell).pathname.split('/').pop() ?? '') : cell;
  const stem = last.replace(/\.[^.]*$/, '');
  const safe = stem.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return safe.slice(0, 60) || 'imagem';
}

/** A problem waiting for the cell it will be reported on (one image may be named by several cells). */
type ProblemAt = (use: ImageUse) => Problem;
type Outcome = { image: CachedImage & { folder: string }; warnings: ProblemAt[] } | { error: ProblemAt };
type Source = { bytes: Uint8Array; warnings: ProblemAt[] } | { error: ProblemAt };

const at = (use: ImageUse) => [use.location, { row: use.row, value: use.value }] as const;

function tooBig(file: string, bytes: number, use: ImageUse): Problem {
  const megabytes = Math.round((bytes / 1024 / 1024) * 10) / 10;
  return problem('IMAGEM_GRANDE_DEMAIS', { file, megabytes, max: MAX_INPUT_BYTES / 1024 / 1024 }, ...at(use));
}

async function sourceBytes(cell: string, files: Map<string, ImageFile>, cache: ImageCache, options: ProcessImagesOptions): Promise<Source> {
  if (!/^https?:\/\//i.test(cell)) {
    const file = files.get(imageFileKey(cell))!;
    // Refused by its size before it is read: a file of gigabytes would be held in memory whole.
    if (file.size > MAX_INPUT_BYTES) return { error: (use) => tooBig(cell, file.size, use) };
    return { bytes: file.read(), warnings: [] };
  }
  const result = await fetchRemoteImage(cell, { ...options.remote, cache });
  if (!result.ok) return { error: (use) => problem('IMAGEM_REMOTA_FALHOU', { url: cell, reason: result.reason }, ...at(use)) };
  const warnings: ProblemAt[] = result.fromCache ? [(use) => problem('IMAGEM_REMOTA_EM_CACHE', { url: cell, reason: result.reason }, ...at(use))] : [];
  return { bytes: result.bytes, warnings };
}

/** libvips explains in English and in its own terms; the clinic reads one of these instead. */
export function undecodableReason(message: string): string {
  if (/pixel limit/i.test(message)) return `a imagem tem mais de ${MAX_INPUT_PIXELS / 1_000_000} megapixels`;
  if (/premature end|truncat|unexpected end|short read|EOF/i.test(message)) return 'o arquivo termina antes do fim da imagem, como numa cópia interrompida';
  if (/width\/height|viewBox/i.test(message)) return message;
  return 'o conteúdo não forma uma imagem válida';
}

async function processOne(cell: string, widest: number, files: Map<string, ImageFile>, cache: ImageCache, options: ProcessImagesOptions): Promise<Outcome> {
  const source = await sourceBytes(cell, files, cache, options);
  if ('error' in source) return { error: source.error };
  const { bytes, warnings } = source;
  const file = cell;
  if (bytes.byteLength > MAX_INPUT_BYTES) return { error: (use) => tooBig(file, bytes.byteLength, use) };
  const format = imageFormat(bytes);
  if (!format) return { error: (use) => problem('IMAGEM_INVALIDA', { file }, ...at(use)) };
  const key = cache.keyOf(bytes, format === 'svg' ? 0 : widest);
  let image = cache.get(key);
  if (!image) {
    try {
      const header = format === 'svg' ? { memory: MAX_SVG_RENDER_PIXELS * 4, width: 0, height: 0 } : await decodeMemoryOf(bytes).catch(() => ({ memory: 0, width: 0, height: 0 }));
      const budget = options.budget!;
      const max = MAX_INPUT_PIXELS / 1_000_000;
      const { memory, width, height } = header;
      // An iPhone photo never opens here (no HEVC decoder, below), so whatever its size what helps is the HEIC hint:
      // a 48-megapixel one is over the memory budget, and "reduce it" would not make it open.
      const overLimits = width * height > MAX_INPUT_PIXELS || memory > budget.total;
      if (overLimits && format === 'heic') return { error: (use) => problem('IMAGEM_HEIC', { file }, ...at(use)) };
      if (width * height > MAX_INPUT_PIXELS) return { error: (use) => problem('IMAGEM_PIXELS_DEMAIS', { file, width, height, max }, ...at(use)) };
      if (memory > budget.total) {
        return { error: (use) => problem('IMAGEM_PIXELS_DEMAIS', { file, max, memory: Math.round(memory / 1024 / 1024) }, ...at(use)) };
      }
      const release = await budget.acquire(memory);
      try {
        image = cache.put(key, await encodeImage(bytes, format, widest));
      } finally {
        release();
      }
    } catch (error) {
      if (!(error instanceof UndecodableImage)) throw error;
      // The prebuilt libvips reads the HEIF container but has no HEVC decoder: an iPhone photo fails here.
      if (format === 'heic') return { error: (use) => problem('IMAGEM_HEIC', { file }, ...at(use)) };
      if (error instanceof DrawingTooComplex) return { error: (use) => problem('DESENHO_COMPLEXO_DEMAIS', { file, reason: error.message }, ...at(use)) };
      const max = MAX_INPUT_PIXELS / 1_000_000;
      if (error instanceof ElongatedImage) return { error: (use) => problem('IMAGEM_COMPRIDA_DEMAIS', { file, width: error.width, height: error.height }, ...at(use)) };
      if (error instanceof OversizedImage) return { error: (use) => problem('IMAGEM_PIXELS_DEMAIS', { file, width: error.width, height: error.height, max }, ...at(use)) };
      if (/pixel limit/i.test(error.message)) return { error: (use) => problem('IMAGEM_PIXELS_DEMAIS', { file, max }, ...at(use)) };
      const reason = undecodableReason(error.message);
      return { error: (use) => problem('IMAGEM_CORROMPIDA', { file, reason }, ...at(use)) };
    }
  }
  const found = image;
  const ratio = found.sourceWidth / Math.max(1, found.sourceHeight);
  if (format !== 'svg' && (ratio > MAX_ASPECT_RATIO || ratio < 1 / MAX_ASPECT_RATIO)) {
    warnings.push((use) => problem('IMAGEM_PROPORCAO', { file, width: found.sourceWidth, height: found.sourceHeight }, ...at(use)));
  }
  return { image: found, warnings };
}

/** Files are named after the first place that shows the image (ImageUse.name), never after the file itself. */
function published(name: string, entry: CachedImage & { folder: string }, outputs: Map<string, ImageOutput>): ProcessedImage {
  const base = baseNameOf(name);
  const add = (name: string, file: string) => {
    const path = `imagens/${name}`;
    outputs.set(path, { path, source: `${entry.folder}/${file}` });
    return `/${path}`;
  };
  const single = entry.variants.length === 1;
  const variants = entry.variants.map((v) => ({
    type: MIME[v.format],
    width: v.width,
    height: v.height,
    src: add(`${base}${single ? '' : `-${v.width}`}.${v.hash}.${EXTENSION[v.format]}`, v.file),
  }));
  const share = { src: add(`${base}-compartilhar.${entry.share.hash}.jpg`, entry.share.file), width: 1200, height: 630 };
  return { width: entry.width, height: entry.height, variants, share };
}

/** Runs `task` over `items`, at most `limit` at a time, keeping the results in order. */
async function inPool<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Processes every image cell once (a file used by ten cells is encoded once), in sheet order. */
export async function processImages(uses: ImageUse[], files: Map<string, ImageFile>, options: ProcessImagesOptions = {}): Promise<ProcessedImages> {
  const cache = options.cache ?? new ImageCache();
  const cells = [...new Set(uses.map((u) => u.cell))];
  // An image named in several cells is encoded once, up to the widest of its slots.
  const widest = new Map<string, number>();
  for (const use of uses) widest.set(use.cell, Math.max(widest.get(use.cell) ?? 0, use.slot.widest));
  let done = 0;
  const pool = { ...options, budget: options.budget ?? new MemoryBudget() };
  const outcomes = await inPool(cells, options.concurrency ?? imageWorkers(), async (cell) => {
    const outcome = await processOne(cell, widest.get(cell)!, files, cache, pool);
    options.onImage?.(++done, cells.length);
    return outcome;
  });
  const byOutcome = new Map(cells.map((cell, index) => [cell, outcomes[index]]));
  const outputs = new Map<string, ImageOutput>();
  const byCell = new Map<string, ProcessedImage>();
  const problems: Problem[] = [];
  const nameOf = new Map<string, string>();
  for (const use of uses) if (!nameOf.has(use.cell)) nameOf.set(use.cell, use.name);
  for (const cell of cells) {
    const outcome = byOutcome.get(cell)!;
    if ('image' in outcome) byCell.set(cell, published(nameOf.get(cell)!, outcome.image, outputs));
  }
  for (const use of uses) {
    const outcome = byOutcome.get(use.cell)!;
    if ('error' in outcome) {
      problems.push(outcome.error(use));
      continue;
    }
    problems.push(...outcome.warnings.map((warn) => warn(use)));
    const { sourceWidth } = outcome.image;
    const isSvg = outcome.image.variants.every((v) => v.format === 'svg');
    if (!isSvg && use.slot.needed && sourceWidth < use.slot.needed) {
      problems.push(problem('IMAGEM_PEQUENA', { file: use.cell, width: sourceWidth, slot: use.slot.label, needed: use.slot.needed }, ...at(use)));
    }
  }
  // Only a build that added to the cache can have left an entry behind (the photo it replaced): only it clears.
  if (cache.wrote) cache.removeUnused();
  return { byCell, files: [...outputs.values()].sort((a, b) => a.path.localeCompare(b.path)), problems };
}
