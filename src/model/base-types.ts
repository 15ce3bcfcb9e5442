/**
 * The model's basic types, used by the catalogue, the blog and the settings alike: categories, images, SEO, links
 * between items. Re-exported by ./types.ts, where templates and stages import them from.
 */
import type { Duration } from '../parse/duration.ts';
import type { Price } from '../parse/price.ts';

export type Category = 'facial' | 'corporal' | 'capilar' | 'medicina';
export type TreatmentCategory = Exclude<Category, 'medicina'>;

/** Labels shown to visitors, in menu and badge order. */
export const CATEGORY_LABELS: Record<Category, string> = {
  facial: 'Facial',
  corporal: 'Corporal',
  capilar: 'Capilar',
  medicina: 'Medicina',
};

/** Cell values parsed in src/parse, carried in the model as they are. */
export type { Duration, Price };

export interface Faq {
  question: string;
  answer: string;
}

export interface Seo {
  title: string;
  description: string;
  keywords: string[];
  /** Path of the page, e.g. '/servico/botox'; the absolute URL is settings.siteUrl + canonical. */
  canonical: string;
}

export interface Image {
  /** URL of the fallback the browser loads: '/imagens/botox-1280.3f2a9c1d.jpg', '/imagens/logo.1a2b3c4d.svg'. */
  src: string;
  alt: string;
  /** Size of the largest version: width and height attributes give the aspect ratio (no layout shift). */
  width: number;
  height: number;
  /**
   * Every version of a photo (src/images): widths × formats, for `<picture>` sources and `srcset`. Empty for a
   * drawing (SVG), which is one file at every size.
   */
  variants: ImageVariant[];
  /** 1200×630 JPEG for og:image / twitter:image. */
  share: { src: string; width: number; height: number };
}

export interface ImageVariant {
  /** 'image/avif', 'image/webp', 'image/jpeg' or 'image/png'. */
  type: string;
  width: number;
  height: number;
  src: string;
}

/** A link to another catalogue item, resolved by the model (templates never look up slugs). */
export interface ItemLink {
  /** Which catalogue it is in: a list mixing them (a blog article's related items) says so on each card. */
  kind: 'service' | 'treatment' | 'protocol';
  slug: string;
  title: string;
  category: Category;
  /** '/servico/botox', '/protocolo/anti-idade-avancado', '/tratamento/botox'. */
  href: string;
  description: string;
  price: Price;
  image: Image;
}
