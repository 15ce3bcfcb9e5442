/**
 * Rows that passed their schema, typed as the schemas in schemas/ describe them (text cells as strings, list cells
 * as arrays), each with its source so later checks can still point at the cell.
 */
import type { Location } from '../errors/location.ts';
import type { RowContext } from '../errors/problems.ts';

export interface RowSource {
  location: Location;
  /** Location and row context of one field's cell. */
  cell(field: string): { location: Location; row?: RowContext; value?: string };
}

export interface Located<T> {
  value: T;
  source: RowSource;
}

interface SeoColumns {
  seoTitle: string;
  seoDescription: string;
  keywords: string[];
}

export interface ServiceRow extends SeoColumns {
  slug: string; title: string; category: string; description: string; price: string; duration: string;
  recovery: string; image: string; imageAlt: string; content: string; features: string[]; benefits: string[]; offer: string;
}

export interface TreatmentRow extends SeoColumns {
  slug: string; title: string; subtitle?: string; category: string; description: string; longDescription: string;
  image: string; imageAlt: string; features: string[]; benefits: string[]; duration: string; recovery: string;
  price: string; offer: string; services?: string[]; protocols?: string[];
}

export interface ProtocolRow extends SeoColumns {
  slug: string; name: string; category: string; heroTitle: string; heroSubtitle: string; image: string; imageAlt: string;
  intro: string; benefits: string[]; features: string[]; duration: string; sessions: string; price: string; offer: string;
  services: string[];
}

/** A row of the blog's 'Artigos' tab (schemas/blog.schema.json). Dates are the cells' text; the model parses them. */
export interface ArticleRow {
  slug: string; title: string; summary: string; published: string; updated?: string; author?: string; authorCrm?: string;
  authorRqe?: string; image: string; imageAlt: string; body: string; services?: string[]; treatments?: string[];
  protocols?: string[]; seoTitle: string; seoDescription: string; keywords?: string[]; publish: string;
}

export interface FaqRow { slug: string; question: string; answer: string }
export interface HomeFaqRow { question: string; answer: string }
export interface HoursRow { days: string; opens?: string; closes?: string }
export interface SocialRow { network: string; url: string }
export interface TestimonialRow { name: string; text: string; treatment: string; rating: string }

export interface ClinicSettings {
  clinicName: string; doctorName: string; doctorCrm: string; doctorRqe: string; specialty: string;
  technicalDirectorName: string; technicalDirectorCrm: string; phone: string; whatsapp: string; email: string;
  street: string; district: string; city: string; state: string; postalCode: string; country: string;
  latitude: string; longitude: string; siteUrl: string; shareImage: string; logo: string; portrait: string;
}

export interface TextSettings {
  heroTitle: string; heroSubtitle: string; heroCta: string; heroWhatsappMessage: string; aboutTitle: string;
  aboutText: string; featuredServices: string[]; homeServicesTitle: string; homeServicesIntro: string;
  homeProtocolsTitle: string; homeProtocolsIntro: string; homeTestimonialsTitle: string; homeFaqTitle: string;
  homeContactTitle: string; homeContactIntro: string; homeBlogTitle: string; homeBlogIntro: string;
  treatmentsTitle: string; treatmentsIntro: string; protocolsTitle: string; protocolsIntro: string;
  servicesTitle: string; servicesIntro: string; bookingIntro: string; thanksMessage: string;
  whatsappDefaultMessage: string; evaluationNote: string; footerAbout: string; consentText: string;
}

export interface PrivacySettings { controller: string; dpoName: string; dpoEmail: string; retentionDays: string; text: string }

/** Everything the sheets say, validated row by row. */
export interface SheetRecords {
  services: Located<ServiceRow>[];
  serviceFaq: Located<FaqRow>[];
  treatments: Located<TreatmentRow>[];
  treatmentFaq: Located<FaqRow>[];
  protocols: Located<ProtocolRow>[];
  protocolFaq: Located<FaqRow>[];
  clinic: Located<ClinicSettings>;
  texts: Located<TextSettings>;
  privacy: Located<PrivacySettings>;
  hours: Located<HoursRow>[];
  social: Located<SocialRow>[];
  testimonials: Located<TestimonialRow>[];
  homeFaq: Located<HomeFaqRow>[];
  /** Blog articles, drafts included (the model decides what is published). Empty without a blog workbook. */
  articles: Located<ArticleRow>[];
}
