/**
 * Hostile pictures for the image-stage tests, made on the fly in a few bytes (nothing of this size is committed):
 * declared-size bombs, drawings that fetch from elsewhere or cost minutes to render, an Illustrator-style header.
 */
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG whose header declares `width`×`height` (RGB, 8 or 16 bits, optionally interlaced) but whose data holds a
 * single row: a declared-size bomb.
 */
export function declaredSizePng(width: number, height: number, { depth = 8, interlaced = false } = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([depth, 2, 0, 0, interlaced ? 1 : 0], 8);
  const oneRow = deflateSync(Buffer.alloc(1 + Math.min(width, 4096) * 3));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', oneRow), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * A JPEG whose frame header (SOF) is rewritten to declare `width`×`height`: the header says a huge photo, the data
 * is a small one. Enough for anything that reads only the header (sharp's metadata).
 */
export function withDeclaredSize(jpeg: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(jpeg);
  for (let i = 2; i + 9 < copy.length; ) {
    if (copy[i] !== 0xff) break;
    const marker = copy[i + 1];
    const length = copy.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xc3) {
      copy.writeUInt16BE(height, i + 5);
      copy.writeUInt16BE(width, i + 7);
      return copy;
    }
    i += 2 + length;
  }
  throw new Error('JPEG sem cabeçalho de quadro (SOF)');
}

const svg = (body: string, size = 'width="400" height="300"') => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${size}>${body}</svg>`;

/** A large canvas with `shapes` shapes each under turbulence, blur and morphology filters: seconds to minutes of work. */
export function filterBombSvg(shapes: number, width = 10_000, height = 12_000): string {
  const filter = '<filter id="f" x="0" y="0" width="1" height="1"><feTurbulence baseFrequency="0.9" numOctaves="10"/><feGaussianBlur stdDeviation="40"/><feMorphology operator="dilate" radius="30"/></filter>';
  const rects = Array.from({ length: shapes }, (_, i) => `<rect x="${i}" y="${i}" width="${width}" height="${height}" filter="url(#f)" fill="#c08"/>`).join('');
  return svg(`<defs>${filter}</defs>${rects}`, `width="${width}" height="${height}"`);
}

/** `<use>` of `<use>` of …: `depth` levels of ten copies each, 10^depth shapes from a few hundred bytes. */
export function useFanOutSvg(depth: number): string {
  let defs = '<circle id="l0" cx="5" cy="5" r="4" fill="#c08"/>';
  for (let level = 1; level <= depth; level++) {
    defs += `<g id="l${level}">${Array.from({ length: 10 }, (_, i) => `<use href="#l${level - 1}" x="${i}"/>`).join('')}</g>`;
  }
  return svg(`<defs>${defs}</defs><use href="#l${depth}"/>`);
}

/** A pattern of tiny tiles over a large canvas: millions of tiles, no filter, no `<use>`. */
export function tinyPatternSvg(tile = 0.05): string {
  const pattern = `<pattern id="p" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse"><rect width="${tile / 2}" height="${tile / 2}" fill="#c08"/></pattern>`;
  return svg(`<defs>${pattern}</defs><rect width="400" height="300" fill="url(#p)"/>`);
}

/** A long path stroked with dashes a hundredth of a unit long: millions of dashes. */
export function tinyDashesSvg(turns = 400): string {
  const d = `M0 0${Array.from({ length: turns }, (_, i) => ` L400 ${(i * 300) / turns} L0 ${((i + 0.5) * 300) / turns}`).join('')}`;
  return svg(`<path d="${d}" fill="none" stroke="#c08" stroke-width="0.5" stroke-dasharray="0.01 0.01"/>`);
}

/** The header Adobe Illustrator writes: a DOCTYPE with an internal subset of namespace entities, used in attributes. */
export function illustratorSvg(): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<!-- Generator: Adobe Illustrator 16.0.0, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
	<!ENTITY ns_extend "http://ns.adobe.com/Extensibility/1.0/">
	<!ENTITY ns_ai "http://ns.adobe.com/AdobeIllustrator/10.0/">
	<!ENTITY ns_graphs "http://ns.adobe.com/Graphs/1.0/">
	<!ENTITY ns_vars "http://ns.adobe.com/Variables/1.0/">
	<!ENTITY ns_imrep "http://ns.adobe.com/ImageReplacement/1.0/">
	<!ENTITY ns_sfw "http://ns.adobe.com/SaveForWeb/1.0/">
	<!ENTITY ns_custom "http://ns.adobe.com/GenericCustomNamespace/1.0/">
	<!ENTITY ns_adobe_xpath "http://ns.adobe.com/XPath/1.0/">
]>
<svg version="1.1" id="Camada_1" xmlns:x="&ns_extend;" xmlns:i="&ns_ai;" xmlns:graph="&ns_graphs;"
	 xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" x="0px" y="0px" width="400px" height="300px"
	 viewBox="0 0 400 300" enable-background="new 0 0 400 300" xml:space="preserve">
<switch>
	<foreignObject requiredExtensions="&ns_ai;" x="0" y="0" width="1" height="1">
		<i:pgfRef  xlink:href="#adobe_illustrator_pgf"></i:pgfRef>
	</foreignObject>
	<g i:extraneous="self">
		<rect x="20" y="20" fill="#C0308A" width="360" height="260"/>
		<circle fill="#FFFFFF" cx="200" cy="150" r="80"/>
	</g>
</switch>
</svg>
`;
}

/** Every presentation-value disguise of an outside link in one drawing (each on its own shape). */
export function disguisedLinksSvg(outside = 'http://127.0.0.1:9/rastreio.gif'): string {
  const values = [
    `fill="\\75 rl(${outside})"`,
    `stroke="\\000075rl(${outside})"`,
    `mask="image-set('${outside}' 1x)"`,
    `fill="&#92;75 rl(${outside})"`,
    `filter="URL(${outside})"`,
    `clip-path="url(${outside}#c)"`,
    `marker-end="url(${outside}#m)"`,
    `style="f\\69ll:url(${outside})"`,
    `style="cursor:url(${outside}),auto;fill:#c08"`,
  ];
  return svg(values.map((v, i) => `<rect x="${i * 40}" y="10" width="30" height="30" ${v}/>`).join(''));
}
