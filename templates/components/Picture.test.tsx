/** The one image component: <picture> with AVIF/WebP sources, sizes per slot, width/height, lazy except the LCP. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderToString } from 'react-dom/server';
import type { Image } from '../../src/model/types.ts';
import { IMAGE_SLOTS } from './image-slots.ts';
import { Picture } from './Picture.tsx';

const widths = [320, 640, 960];
const photo: Image = {
  src: '/imagens/sala-960.c.jpg',
  alt: 'Sala de atendimento com maca e luz natural',
  width: 960,
  height: 640,
  variants: widths.flatMap((w) => [
    { type: 'image/avif', width: w, height: (w * 2) / 3, src: `/imagens/sala-${w}.a.avif` },
    { type: 'image/webp', width: w, height: (w * 2) / 3, src: `/imagens/sala-${w}.b.webp` },
    { type: 'image/jpeg', width: w, height: (w * 2) / 3, src: `/imagens/sala-${w}.c.jpg` },
  ]),
  share: { src: '/imagens/sala-compartilhar.d.jpg', width: 1200, height: 630 },
};
const drawing: Image = { src: '/imagens/logo.e.svg', alt: 'Clínica', width: 160, height: 48, variants: [], share: { src: '/x.jpg', width: 1200, height: 630 } };

/** The markup without React's own image preload link (React 19 adds one for eager images). */
const html = (element: React.ReactElement) => renderToString(element).replace(/<link rel="preload"[^>]*\/>/g, '');
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

test('a photo: AVIF then WebP sources, a JPEG img, every width in srcset, the slot sizes everywhere', () => {
  const markup = html(<Picture image={photo} slot="card" className="cat-card__image" />);
  const sources = [...markup.matchAll(/<source[^>]*\/?>/g)].map((m) => m[0]);
  assert.deepEqual(sources.map((s) => attr(s, 'type')), ['image/avif', 'image/webp']);
  assert.equal(attr(sources[0], 'srcSet'), '/imagens/sala-320.a.avif 320w, /imagens/sala-640.a.avif 640w, /imagens/sala-960.a.avif 960w');
  const img = /<img[^>]*>/.exec(markup)![0];
  assert.equal(attr(img, 'srcSet'), '/imagens/sala-320.c.jpg 320w, /imagens/sala-640.c.jpg 640w, /imagens/sala-960.c.jpg 960w');
  for (const tag of [...sources, img]) assert.equal(attr(tag, 'sizes'), IMAGE_SLOTS.card);
  assert.match(markup, /^<picture><source[^>]*><source[^>]*><img[^>]*><\/picture>$/);
  assert.deepEqual([attr(img, 'src'), attr(img, 'width'), attr(img, 'height'), attr(img, 'alt')], ['/imagens/sala-960.c.jpg', '960', '640', photo.alt]);
  assert.deepEqual([attr(img, 'loading'), attr(img, 'decoding'), attr(img, 'fetchPriority')], ['lazy', 'async', undefined]);
});

test("the page's LCP image is not lazy and asks for high priority", () => {
  const img = /<img[^>]*>/.exec(html(<Picture image={photo} slot="hero" priority />))![0];
  assert.deepEqual([attr(img, 'loading'), attr(img, 'fetchPriority'), attr(img, 'decoding')], ['eager', 'high', undefined]);
  assert.equal(attr(img, 'sizes'), IMAGE_SLOTS.hero);
});

test('a drawing is one <img>, no <picture>, no srcset; decorative images have an empty alt', () => {
  const markup = html(<Picture image={drawing} slot="related" decorative />);
  assert.match(markup, /^<img [^>]*\/>$/);
  assert.equal(attr(markup, 'srcSet'), undefined);
  assert.equal(attr(markup, 'alt'), '');
});

test('every slot has sizes that end with a default width', () => {
  for (const [slot, sizes] of Object.entries(IMAGE_SLOTS)) assert.match(sizes, /(^|, )(calc\([^)]*\)|\d+vw)$/, slot);
});
