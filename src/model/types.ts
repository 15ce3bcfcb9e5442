/**
 * The site model: everything the templates need, with every cross-link already resolved.
 * Templates import these types and nothing else from src/ (one direction: docs/templates.md#imports).
 */
import type { Duration } from '../parse/duration.ts';
import type { Price } from '../parse/price.ts';
import type { Location } from '../errors/location.ts';

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
  slug: string;
  title: string;
  category: Category;
  /** '/servico/botox', '/protocolo/anti-idade-avancado', '/tratamento/botox'. */
  href: string;
  description: string;
  price: Price;
  image: Image;
}

interface CatalogueItem {
  slug: string;
  category: Category;
  description: string;
  features: string[];
  benefits: string[];
  duration: Duration;
  price: Price;
  /** Offer text for structured data and cards, e.g. 'Avaliação com valor especial, abatida na primeira sessão'. */
  offer: string;
  faq: Faq[];
  seo: Seo;
  href: string;
  /** The sheet row the item comes from (file, tab, row as the spreadsheet shows it), for messages about its page. */
  source: Location;
}

export interface Service extends CatalogueItem {
  title: string;
  image: Image;
  recovery: string;
  /** Sanitized HTML from the Markdown 'conteúdo' cell (docs/site.md#rich-text-and-sanitizer). */
  contentHtml: string;
  /**
   * Protocols whose service list names this service (derived; 'Protocolos que utilizam este serviço',
   * docs/site.md#service-detail).
   */
  protocols: ItemLink[];
}

export interface Treatment extends CatalogueItem {
  category: TreatmentCategory;
  title: string;
  subtitle: string | null;
  heroImage: Image;
  /** Sanitized HTML from the Markdown 'descrição completa' cell. */
  longDescriptionHtml: string;
  recovery: string;
  relatedServices: ItemLink[];
  relatedProtocols: ItemLink[];
}

export interface Protocol extends CatalogueItem {
  category: TreatmentCategory;
  name: string;
  hero: { title: string; subtitle: string; backgroundImage: Image };
  intro: string;
  /** Number of sessions as text, e.g. '4 a 6 sessões'. */
  sessions: string;
  /** Known services only: unknown slugs are skipped (docs/site.md#protocol-detail) and reported as build warnings. */
  services: ItemLink[];
}

export interface MenuItem {
  slug: string;
  title: string;
  category: Category;
}

export interface Menu {
  label: string;
  basePath: '/servico' | '/tratamento' | '/protocolo';
  items: MenuItem[];
  /** Categories shown in the mobile menu, in order, each possibly empty ('Em breve'). */
  categories: Category[];
  /** Items per category in the whole catalogue; `items` keeps only the first few of each (src/model/build-model.ts). */
  counts: Record<Category, number>;
}

export interface OpeningHours {
  /** 'Segunda a Sexta', 'Sábado', 'Domingo'. */
  label: string;
  /** schema.org day names covered by the row. */
  days: string[];
  opens: string | null;
  closes: string | null;
}

export interface SocialLink {
  network: string;
  url: string;
}

export interface Person {
  name: string;
  crm: string;
}

export interface Settings {
  clinicName: string;
  doctor: Person & { rqe: string; specialty: string };
  technicalDirector: Person;
  phone: { display: string; /** tel: target with +55, e.g. '+5511955550123'. */ tel: string };
  /** International digits for wa.me links, e.g. '5511955550123'. */
  whatsapp: string;
  email: string;
  address: {
    street: string;
    district: string;
    city: string;
    state: string;
    postalCode: string;
    country: string;
  };
  geo: { latitude: number; longitude: number };
  hours: OpeningHours[];
  social: SocialLink[];
  /** Base URL without trailing slash, e.g. 'https://www.clinica-exemplo.com.br'. */
  siteUrl: string;
  shareImage: Image;
  logo: Image;
  /** Portrait shown on the home page and as the clinic image in structured data. */
  portrait: Image;
}

export interface Testimonial {
  name: string;
  text: string;
  rating: number;
  treatment: string;
}

export interface HomeContent {
  hero: { title: string; subtitle: string; cta: string; whatsappMessage: string };
  about: { title: string; html: string };
  featuredServices: ItemLink[];
  testimonials: Testimonial[];
  faq: Faq[];
}

/**
 * Free texts staff may edit (tab 'Textos' of configuracoes): section titles, intros, notes. Texts quoted in
 * docs/site.md are fixed in templates.
 */
export interface SiteTexts {
  homeServicesTitle: string;
  homeServicesIntro: string;
  homeProtocolsTitle: string;
  homeProtocolsIntro: string;
  homeTestimonialsTitle: string;
  homeFaqTitle: string;
  homeContactTitle: string;
  homeContactIntro: string;
  homeBlogTitle: string;
  homeBlogIntro: string;
  treatmentsTitle: string;
  treatmentsIntro: string;
  protocolsTitle: string;
  protocolsIntro: string;
  servicesTitle: string;
  servicesIntro: string;
  bookingIntro: string;
  thanksMessage: string;
  /** Prefilled text of generic messaging links (hero, floating button). */
  whatsappDefaultMessage: string;
  /** How the evaluation is offered, e.g. 'Avaliação com valor especial, abatido na primeira sessão.' */
  evaluationNote: string;
  footerAbout: string;
  /** LGPD consent sentence shown next to the unticked checkbox of each form. */
  consentText: string;
}

/** LGPD privacy policy (tab 'Privacidade' of configuracoes), shown at /politica-de-privacidade. */
export interface PrivacyPolicy {
  /** Who is responsible for the data (controlador). */
  controller: string;
  /** Data-protection officer (encarregado) and how to reach them. */
  dpoName: string;
  dpoEmail: string;
  /** How long leads are kept, in days. */
  retentionDays: number;
  /** Sanitized HTML of the policy text (Markdown in the sheet). */
  html: string;
}

/** A day as the blog shows and publishes it. */
export interface ArticleDate {
  /** '2026-03-12' (what <time datetime>, the feed and structured data use). */
  iso: string;
  /** '12 de março de 2026'. */
  display: string;
}

/** Who signs an article: the responsible doctor unless the row names someone else (always with a CRM). */
export interface ArticleAuthor {
  name: string;
  crm: string;
  rqe: string | null;
  /** The specialty, shown for the responsible doctor only (the sheet does not give another author's). */
  specialty: string | null;
}

/** A neighbour in publication order, for the previous/next links at the end of an article. */
export interface ArticleLink {
  title: string;
  href: string;
}

export interface Article {
  slug: string;
  /** '/blog/protecao-solar'. */
  href: string;
  title: string;
  summary: string;
  published: ArticleDate;
  /** Only when it is later than the publication date. */
  updated: ArticleDate | null;
  author: ArticleAuthor;
  cover: Image;
  /** Sanitized HTML from the Markdown 'Texto' cell (the same rich-text path as services). */
  bodyHtml: string;
  words: number;
  readingMinutes: number;
  /** Related treatments, services and protocols, in that order, as resolved links. */
  related: ItemLink[];
  seo: Seo;
  /** The previous (older) and next (newer) published article. */
  older: ArticleLink | null;
  newer: ArticleLink | null;
  /** The sheet row the article comes from (file, tab, row as the spreadsheet shows it). */
  source: Location;
}

/** An article whose publication date is after the build's date: checked, not published yet. */
export interface ScheduledArticle {
  slug: string;
  title: string;
  published: ArticleDate;
}

export interface Blog {
  /** Published articles, newest first. */
  articles: Article[];
  scheduled: ScheduledArticle[];
  /** Rows with 'Publicar' = não. */
  drafts: number;
  /** The build's date the publication dates were compared with ('2026-03-12'). */
  today: string;
}

export interface SiteModel {
  settings: Settings;
  home: HomeContent;
  texts: SiteTexts;
  privacy: PrivacyPolicy;
  services: Service[];
  treatments: Treatment[];
  protocols: Protocol[];
  menus: { servicos: Menu; tratamentos: Menu; protocolos: Menu };
  blog: Blog;
}
