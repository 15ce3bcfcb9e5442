/**
 * The pages a build keeps from the site it replaces instead of rendering them again: those whose fingerprint
 * (src/render/page-fingerprints.ts) is the one the previous build stored in out/.clinic-site.json. After a price
 * changed, a build renders the service's page, the list page and the search index that show it, and links the
 * thousands of others from out/ (the write stage, src/write/file-writer.ts). Each catalogue item's fingerprint is
 * stored too: an unchanged item's page text for the change report is the one stored then (src/diff/site-catalogue.ts).
 *
 * A kept file must still be what that build wrote: one changed after it (edited by hand, written by another tool) is
 * newer than .clinic-site.json, which the build writes last, and is rendered again. So is a page whose file is gone
 * or is now a symbolic link.
 */
import { lstatSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { KeptPageTexts, StoredCatalogue } from '../diff/site-catalogue.ts';
import type { Digests } from '../render/page-fingerprints.ts';
import type { Page } from '../routes/page.ts';
import { SITE_INFO_FILE } from '../write/site-info-file.ts';

/** Output path (or, for items, 'servico botox') → fingerprint, as .clinic-site.json stores them. */
export type StoredFingerprints = Record<string, string>;

/** What a build stores for the next one besides the site: its pages' and its items' fingerprints. */
export interface Fingerprints {
  pages: StoredFingerprints;
  items: StoredFingerprints;
  /** The files the build copied from sheets/publico/ (src/pipeline/hand-placed-files.ts), stored beside them. */
  publicFiles?: string[];
}

/** What the build before left in out/: its fingerprints and catalogue, and when its metadata was written. */
export interface PreviousBuild extends Fingerprints {
  catalogue: StoredCatalogue | null;
  writtenAt: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The build before in `outDir`, or null when there is none. Read once per build: its catalogue is also what the
 * change report compares with (src/cli/commands/build.ts). A build that stored no fingerprints gives empty ones.
 */
export function previousBuild(outDir: string): PreviousBuild | null {
  const file = join(resolve(outDir), SITE_INFO_FILE);
  try {
    const writtenAt = statSync(file).mtimeMs;
    const info = JSON.parse(readFileSync(file, 'utf8'));
    if (!isRecord(info)) return null;
    const catalogue = isRecord(info.catalogue) && info.catalogue.version === 1 && isRecord(info.catalogue.pages) ? (info.catalogue as unknown as StoredCatalogue) : null;
    const fingerprints = (value: unknown) => (isRecord(value) ? (value as StoredFingerprints) : {});
    const publicFiles = Array.isArray(info.publicFiles) ? info.publicFiles.filter((path): path is string => typeof path === 'string') : [];
    return { pages: fingerprints(info.pages), items: fingerprints(info.items), publicFiles, catalogue, writtenAt };
  } catch {
    return null;
  }
}

/** The fingerprints of `pages` to store for the next build. */
export function storedFingerprints(pages: readonly Page[], fingerprints: readonly string[]): StoredFingerprints {
  const stored: StoredFingerprints = {};
  pages.forEach((page, index) => {
    stored[page.outputPath] = fingerprints[index]!;
  });
  return stored;
}

const storedAs = (stored: StoredFingerprints, key: string, fingerprint: string) => Object.hasOwn(stored, key) && stored[key] === fingerprint;

/**
 * For each page, in the order of `pages`: the previous build's file to keep, or null to render it. Nothing is kept
 * when out/ holds no build or one that stored no fingerprints.
 */
export function keptPages(outDir: string, previous: PreviousBuild | null, pages: readonly Page[], fingerprints: readonly string[]): (string | null)[] {
  const folder = resolve(outDir);
  return pages.map((page, index) => {
    if (!previous || !storedAs(previous.pages, page.outputPath, fingerprints[index]!)) return null;
    const file = join(folder, page.outputPath);
    // lstat: a link put in place of a page is not a page this build wrote, whatever it points at.
    const stat = lstatSync(file, { throwIfNoEntry: false });
    return stat?.isFile() && stat.mtimeMs <= previous.writtenAt ? file : null;
  });
}

/**
 * The page texts this build may take from the build before, for its change report's catalogue. Asked about every
 * catalogue item, it records each one's fingerprint in `items`, for the next build.
 */
export function keptPageTexts(previous: PreviousBuild | null, digests: Digests, items: StoredFingerprints): KeptPageTexts {
  return {
    stored: previous?.catalogue ?? { version: 1, items: [], pages: {} },
    sameAsBefore(kind, slug, item) {
      const key = `${kind} ${slug}`;
      const fingerprint = digests.fingerprint(item);
      items[key] = fingerprint;
      return previous !== null && storedAs(previous.items, key, fingerprint);
    },
  };
}
