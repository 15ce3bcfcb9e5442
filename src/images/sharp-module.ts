/**
 * sharp (libvips), loaded on first use: a build whose images are all in the cache (src/images/cache.ts) never
 * decodes or encodes one, and loading the binding and libvips took about 50 ms of every build's start.
 * Each image is processed on one libvips thread (the pool runs several images at once, one per core) and libvips's
 * own operation cache is off: every image passes once.
 */
import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | null = null;

export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
