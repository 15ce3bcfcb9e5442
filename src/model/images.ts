/**
 * Image cells → Image values. A local file becomes `/imagens/{name}.{hash}.{ext}` (a content hash in the name lets
 * hosts cache it for a year) and is added to the assets the write stage copies; an https:// link is used as is.
 */
import type { ImageFile } from '../read/read-sheets.ts';
import type { Image } from './types.ts';

export interface Asset {
  /** Path inside out/, e.g. 'imagens/botox.3f2a9c1d.svg'. */
  path: string;
  bytes: Uint8Array;
}

/** Size given to remote photos, whose real size is unknown at build time (CSS crops them to the same box). */
const REMOTE_SIZE = { width: 1200, height: 800 };

export class ImageResolver {
  readonly assets = new Map<string, Asset>();
  constructor(private readonly files: Map<string, ImageFile>) {}

  resolve(cell: string, alt: string): Image {
    const name = cell.trim();
    if (/^https:\/\//i.test(name)) return { src: name, alt, ...REMOTE_SIZE };
    const file = this.files.get(name);
    // Validation guarantees the file exists and has a size.
    if (!file || !file.width || !file.height) throw new Error(`imagem não validada: ${name}`);
    const dot = name.lastIndexOf('.');
    const path = `imagens/${name.slice(0, dot)}.${file.hash}${name.slice(dot).toLowerCase()}`;
    this.assets.set(path, { path, bytes: file.bytes });
    return { src: `/${path}`, alt, width: file.width, height: file.height };
  }
}
