/**
 * The site model: everything the templates need, with every cross-link already resolved.
 * Templates import these types and nothing else from src/ (one direction: docs/templates.md#imports). The basic types
 * (./base-types.ts) and the blog's (./blog-types.ts) are exported from here too.
 */
import type { Location } from '../errors/location.ts';
import type { Category, Duration, Faq, Image, ItemLink, Price, Seo, TreatmentCategory } from './base-types.ts';
import type { Blog } from './blog-types.ts';

export * from './base-types.ts';
export * from './blog-types.ts';

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
  /** `word`: "Médica" or "Médico", shown next to the CRM (./doctor-word.ts). */
  doctor: Person & { rqe: string; specialty: string; word: 'Médica' | 'Médico' | null };
  technicalDirector: Person;
  /** The clinic's registration at the CRM (CFM 2.336/2023, art. 5º), shown with its name in the footer; null when not given. */
  clinicCrm: string | null;
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
