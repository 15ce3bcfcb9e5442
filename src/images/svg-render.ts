/**
 * A drawing rendered to the share image's pixels in a child process that can be stopped. librsvg runs inside
 * libvips on a thread of its own, and nothing in-process can interrupt it: a drawing that takes minutes would hold
 * the build for minutes. The child gets the cleaned SVG on stdin and answers a JPEG on stdout; past the time limit
 * it is killed and the drawing is "complexo demais". A child costs a second on a busy machine, so only drawings
 * whose cost can grow without bound (filters, patterns, dashes, many shapes: `isRiskyDrawing`) go there; plain
 * drawings render in-process. A photo's work is bounded by its pixels instead (src/images/decode-budget.ts).
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { loadSharp } from './sharp-module.ts';
import { MAX_INPUT_PIXELS, SHARE } from './encoder-settings.ts';
import type { SvgWork } from './svg-complexity.ts';

/** Time one drawing may take to render, in ms (CLINIC_SITE_SVG_TIME_LIMIT_MS changes it). */
export const SVG_TIME_LIMIT_MS = 20_000;

/** Thrown when the render did not end in time: the stage names it "desenho complexo demais". */
export class SvgRenderTimeout extends Error {}

/** Thrown with what librsvg said when it refused the drawing. */
export class SvgRenderFailed extends Error {}

// The child: reads the SVG, renders it with the same sharp (passed by path), writes the JPEG.
const CHILD = `
const sharp = require(process.argv[1]);
sharp.concurrency(1);
sharp.cache(false);
const [density, width, height, quality, limit] = process.argv.slice(2).map(Number);
const chunks = [];
process.stdin.on('data', (c) => chunks.push(c)).on('end', async () => {
  try {
    const jpeg = await sharp(Buffer.concat(chunks), { density, limitInputPixels: limit })
      .resize(width, height, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality, mozjpeg: true })
      .toBuffer();
    process.stdout.end(jpeg);
  } catch (error) {
    process.stderr.write(String(error && error.message || error));
    process.exitCode = 3;
  }
});`;

const sharpPath = () => createRequire(import.meta.url).resolve('sharp');

/** The configured time limit: the environment's, else SVG_TIME_LIMIT_MS. */
export function svgTimeLimit(): number {
  const fromEnv = Number(process.env.CLINIC_SITE_SVG_TIME_LIMIT_MS);
  return Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : SVG_TIME_LIMIT_MS;
}

/**
 * Whether a drawing's render time can grow beyond its size: filters, patterns (tiles can be made tiny), dashed
 * strokes (dashes can be made tiny) or thousands of shapes.
 */
export function isRiskyDrawing(svg: string, work: SvgWork): boolean {
  return work.filterPasses > 0 || work.drawn > 2_000 || /<pattern\b|stroke-dasharray/.test(svg);
}

/** The share JPEG of a plain drawing, rendered in-process. */
export async function renderSvgShareHere(svg: Buffer, density: number): Promise<Buffer> {
  const sharp = await loadSharp();
  try {
    return await sharp(svg, { density, limitInputPixels: MAX_INPUT_PIXELS })
      .resize(SHARE.width, SHARE.height, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg(SHARE.jpeg)
      .toBuffer();
  } catch (error) {
    throw new SvgRenderFailed((error as Error).message, { cause: error });
  }
}

/** The share JPEG of a cleaned drawing rendered at `density` in a child, or SvgRenderTimeout after `timeLimit` ms. */
export function renderSvgShare(svg: Buffer, density: number, timeLimit = svgTimeLimit()): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const args = [String(density), String(SHARE.width), String(SHARE.height), String(SHARE.jpeg.quality), String(MAX_INPUT_PIXELS)];
    const child = spawn(process.execPath, ['-e', CHILD, sharpPath(), ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let errorText = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeLimit);
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      if (errorText.length < 2000) errorText += chunk.toString();
    });
    child.stdin.on('error', () => {}); // a child killed before it read everything
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (timedOut) reject(new SvgRenderTimeout(`${(timeLimit / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} segundos`));
      else if (code === 0) resolve(Buffer.concat(out));
      else reject(new SvgRenderFailed(errorText.trim() || `código ${code}`));
    });
    child.stdin.end(svg);
  });
}
