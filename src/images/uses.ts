/**
 * Where the site shows each image cell, and how wide it can get there: the image stage warns when a photo is too
 * small for the largest place it fills. Widths are device pixels (CSS width × a phone's or a laptop's pixel ratio),
 * matching the slots of templates/components/image-slots.ts.
 */
import type { Location } from '../errors/location.ts';
import type { RowContext } from '../errors/problems.ts';
import type { Located, SheetRecords } from '../validate/records.ts';

export interface ImageUse {
  /** The cell as written (trimmed): a file name in imagens/ or an https:// address. */
  cell: string;
  /**
   * What its published files are named after (src/images/process-images.ts): the address (slug) of the row that shows
   * it, or the clinic field's own name. Never the file's name: a phone names a photo after the moment it was taken
   * (IMG_20260312_143015.jpg) and staff often after the patient in it, and a URL is public and indexed.
   */
  name: string;
  /** The largest width the site shows it at, and the words that name that place in a warning. */
  slot: Slot;
  location: Location;
  row?: RowContext;
  value?: string;
}

export interface Slot {
  label: string;
  /** Device pixels below which the image looks soft there (a warning); 0 for the logo. */
  needed: number;
  /** The widest version worth producing for it: wider files would never be chosen by a browser. */
  widest: number;
}

/**
 * Service and treatment images fill a card or a hero at most 32rem wide (1024 px on a 2× screen, 1280 is the
 * next step); only the protocol background spans the whole window, up to 1600 px. Encoding AVIF at 1600 px costs as
 * much as every smaller width together, so it is done only where it is shown.
 */
export const SLOTS = {
  service: { label: 'a foto principal da página do serviço', needed: 1000, widest: 1280 },
  treatment: { label: 'a foto principal da página do tratamento', needed: 1000, widest: 1280 },
  protocol: { label: 'o fundo do topo da página do protocolo', needed: 1600, widest: 1600 },
  share: { label: 'a imagem de compartilhamento nas redes sociais', needed: 1200, widest: 1280 },
  portrait: { label: 'a foto da página inicial', needed: 1000, widest: 1280 },
  article: { label: 'a capa do artigo do blog', needed: 1000, widest: 1280 },
  logo: { label: 'o logotipo', needed: 0, widest: 640 },
} satisfies Record<string, Slot>;

/**
 * Each record's uses, made once per record and field. A dev session hands back the very record of a row that did not
 * change (src/validate/table-records.ts RowMemo), so a save at 10,000 services no longer builds 10,000 cell
 * locations again (about 60 ms); records are never changed once made.
 */
const usesByRecord = new WeakMap<object, Map<string, ImageUse[]>>();

function usesOf<T>(rows: Located<T>[], field: keyof T & string, slot: Slot, nameOf: (row: T) => string): ImageUse[] {
  return rows.flatMap((row) => {
    let made = usesByRecord.get(row);
    if (!made) usesByRecord.set(row, (made = new Map()));
    let uses = made.get(field);
    if (!uses) {
      const cell = String(row.value[field] ?? '').trim();
      uses = [];
      if (cell) {
        const { location, row: context, value } = row.source.cell(field);
        uses.push({ cell, name: nameOf(row.value), slot, location, row: context, value });
      }
      made.set(field, uses);
    }
    return uses;
  });
}

/** Every image cell of the validated sheets, in sheet order. */
export function imageUses(records: SheetRecords): ImageUse[] {
  const slug = (row: { slug: string }) => row.slug;
  return [
    ...usesOf([records.clinic], 'logo', SLOTS.logo, () => 'logo'),
    ...usesOf([records.clinic], 'portrait', SLOTS.portrait, () => 'clinica'),
    ...usesOf([records.clinic], 'shareImage', SLOTS.share, () => 'compartilhamento'),
    ...usesOf(records.services, 'image', SLOTS.service, slug),
    ...usesOf(records.treatments, 'image', SLOTS.treatment, slug),
    ...usesOf(records.protocols, 'image', SLOTS.protocol, slug),
    ...usesOf(records.articles, 'image', SLOTS.article, slug),
  ];
}
