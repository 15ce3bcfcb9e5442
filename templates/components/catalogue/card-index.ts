/**
 * The search index of a long list (`/catalogo/servicos.json`, docs/site.md#list-pages): every card of the catalogue,
 * written by the build and read back by the list's search box. A visitor's phone downloads it whole on the first
 * search, so it is written compactly: one array per card in a fixed order instead of an object with its keys repeated
 * 10,000 times, each picture once (many cards share one), and nothing the reader can derive: the link (`{base}/{slug}`),
 * the kind (one per file), a drawing's empty list of versions.
 *
 * @example cardsOfIndex(catalogueIndex(cards)) // deep-equals cards
 */
import type { Category, Image, ImageVariant } from '../../../src/model/types.ts';
import type { CardData, ProtocolCardData, ServiceCardData, TreatmentCardData } from './card-data.ts';

/** A picture: `[src, alt, width, height]`, plus its versions when it has any (a photo; a drawing has none). */
type IndexedImage = [src: string, alt: string, width: number, height: number, variants?: ImageVariant[]];
/** What every card has: `[slug, title, description, category, price, duration]`, then what its kind adds. */
type Common = [slug: string, title: string, description: string, category: Category, price: string, duration: string];
type ServiceRow = [...Common, image: number, benefits: string[], moreBenefits: number];
type ProtocolRow = [...Common, image: number, sessions: string, benefits: string[], moreBenefits: number];
type TreatmentRow = [...Common, subtitle: string | null, recovery: string, features: string[], moreFeatures: number];

export interface CatalogueIndexFile {
  kind: CardData['kind'];
  /** Where the detail pages are: a card links to `{base}/{slug}`. */
  base: string;
  /** Each distinct picture once; a row names its picture by position here. */
  images: IndexedImage[];
  rows: (ServiceRow | ProtocolRow | TreatmentRow)[];
}

/** The index file of one catalogue's cards (all of one kind, all under `base`). */
export function catalogueIndex(kind: CardData['kind'], base: string, cards: readonly CardData[]): CatalogueIndexFile {
  const images: IndexedImage[] = [];
  const imageAt = new Map<string, number>();
  const imageOf = (image: Image) => {
    const entry: IndexedImage = [image.src, image.alt, image.width, image.height];
    if (image.variants.length) entry.push(image.variants);
    const key = JSON.stringify(entry);
    let at = imageAt.get(key);
    if (at === undefined) imageAt.set(key, (at = images.push(entry) - 1));
    return at;
  };
  const rows = cards.map((card): ServiceRow | ProtocolRow | TreatmentRow => {
    if (card.kind !== kind) throw new Error(`${card.slug}: um card de ${card.kind} no índice de ${kind}`);
    if (card.href !== `${base}/${card.slug}`) throw new Error(`${card.slug}: o link ${card.href} não fica em ${base}/`);
    const common: Common = [card.slug, card.title, card.description, card.category, card.price, card.duration];
    if (card.kind === 'service') return [...common, imageOf(card.image), card.benefits.shown, card.benefits.more];
    if (card.kind === 'protocol') return [...common, imageOf(card.image), card.sessions, card.benefits.shown, card.benefits.more];
    return [...common, card.subtitle, card.recovery, card.features.shown, card.features.more];
  });
  return { kind, base, images, rows };
}

/** The cards of an index file, as the list's own props carry them. */
export function cardsOfIndex(file: CatalogueIndexFile): CardData[] {
  const { kind, base } = file;
  const imageAt = (at: number): Image => {
    const [src, alt, width, height, variants = []] = file.images[at];
    // The social-sharing copy is no part of a card (card-data.ts); the picture component never reads it.
    return { src, alt, width, height, variants } as unknown as Image;
  };
  return file.rows.map((row): CardData => {
    const [slug, title, description, category, price, duration] = row;
    const common = { slug, href: `${base}/${slug}`, title, description, category, price, duration };
    if (kind === 'service') {
      const [, , , , , , image, shown, more] = row as ServiceRow;
      return { ...common, kind, image: imageAt(image), benefits: { shown, more } } satisfies ServiceCardData;
    }
    if (kind === 'protocol') {
      const [, , , , , , image, sessions, shown, more] = row as ProtocolRow;
      return { ...common, kind, image: imageAt(image), sessions, benefits: { shown, more } } satisfies ProtocolCardData;
    }
    const [, , , , , , subtitle, recovery, shown, more] = row as TreatmentRow;
    return { ...common, kind, subtitle, recovery, features: { shown, more } } satisfies TreatmentCardData;
  });
}
