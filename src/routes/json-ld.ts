/**
 * Structured data (schema.org JSON-LD, docs/site.md#structured-data): the clinic as a MedicalClinic (address, geo,
 * hours, departments, founder, one sample review), a Service with its Offer in BRL, an FAQPage, and a BreadcrumbList.
 */
import type { Crumb } from '../model/page-props.ts';
import type { Article, Faq, Service, SiteModel } from '../model/types.ts';
import { isoDateTime } from '../parse/dates.ts';
import { CATEGORY_LABELS } from '../model/types.ts';

const absolute = (site: SiteModel, path: string) => (/^https?:\/\//.test(path) ? path : `${site.settings.siteUrl}${path}`);
export const clinicId = (site: SiteModel) => `${site.settings.siteUrl}/#clinica`;

export function clinicJsonLd(site: SiteModel): object {
  const { settings } = site;
  const review = site.home.testimonials[0];
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    '@id': clinicId(site),
    name: settings.clinicName,
    url: `${settings.siteUrl}/`,
    logo: absolute(site, settings.logo.src),
    image: absolute(site, settings.portrait.src),
    telephone: settings.phone.tel,
    email: settings.email,
    priceRange: '$$',
    currenciesAccepted: 'BRL',
    medicalSpecialty: 'Dermatology',
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings.address.street,
      addressLocality: settings.address.city,
      addressRegion: settings.address.state,
      postalCode: settings.address.postalCode,
      addressCountry: settings.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: settings.geo.latitude, longitude: settings.geo.longitude },
    openingHoursSpecification: settings.hours
      .filter((h) => h.opens && h.closes)
      .map((h) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: h.days, opens: h.opens, closes: h.closes })),
    department: (['facial', 'corporal', 'capilar', 'medicina'] as const)
      .filter((c) => site.services.some((s) => s.category === c))
      .map((c) => ({ '@type': 'MedicalClinic', name: `${settings.clinicName} – ${CATEGORY_LABELS[c]}`, url: `${settings.siteUrl}/servico?categoria=${c}` })),
    founder: {
      '@type': 'Person',
      name: settings.doctor.name,
      jobTitle: settings.doctor.specialty,
      identifier: [settings.doctor.crm, settings.doctor.rqe],
    },
    sameAs: settings.social.map((s) => s.url),
    ...(review
      ? {
          review: {
            '@type': 'Review',
            author: { '@type': 'Person', name: review.name },
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5 },
            reviewBody: review.text,
          },
        }
      : {}),
  };
}

export function serviceJsonLd(site: SiteModel, service: Service): object {
  const url = absolute(site, service.href);
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${url}#servico`,
    name: service.title,
    description: service.description,
    url,
    image: absolute(site, service.image.src),
    serviceType: service.title,
    category: CATEGORY_LABELS[service.category],
    areaServed: { '@type': 'City', name: site.settings.address.city },
    provider: { '@id': clinicId(site) },
    ...(service.duration.iso ? { duration: service.duration.iso } : {}),
    offers: {
      '@type': 'Offer',
      // docs/site.md#structured-data: 'A partir de R$ ' stripped to the number; on-request items carry 0.
      price: service.price.amount === null ? '0' : String(service.price.amount),
      priceCurrency: 'BRL',
      description: `${service.price.display}. ${service.offer}`,
      url,
      availability: 'https://schema.org/InStock',
    },
  };
}

export function faqJsonLd(faq: Faq[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export function breadcrumbJsonLd(site: SiteModel, crumbs: Crumb[], path: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absolute(site, crumb.href ?? path),
    })),
  };
}

/**
 * An article as schema.org BlogPosting: the author as a Person identified by the CRM (and the RQE, when there is
 * one), the clinic as publisher, dates with the clinic's offset.
 */
export function blogPostingJsonLd(site: SiteModel, article: Article): object {
  const url = absolute(site, article.href);
  const { author } = article;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#artigo`,
    headline: article.title,
    description: article.summary,
    image: absolute(site, article.cover.src),
    datePublished: isoDateTime(article.published.iso),
    dateModified: isoDateTime((article.updated ?? article.published).iso),
    author: {
      '@type': 'Person',
      name: author.name,
      identifier: author.rqe ? [author.crm, author.rqe] : author.crm,
      ...(author.specialty ? { jobTitle: author.specialty } : {}),
    },
    publisher: { '@id': clinicId(site), '@type': 'MedicalClinic', name: site.settings.clinicName, logo: absolute(site, site.settings.logo.src) },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    inLanguage: 'pt-BR',
    wordCount: article.words,
    ...(article.seo.keywords.length ? { keywords: article.seo.keywords.join(', ') } : {}),
  };
}
