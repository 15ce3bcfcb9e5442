/**
 * Breadcrumb trails (docs/site.md#detail-pages-in-common), defined once: the templates show them and the route stage
 * turns the same trails into BreadcrumbList structured data, so what visitors see and what search engines read cannot
 * drift apart.
 */
import type { Crumb } from './page-props.ts';

const HOME: Crumb = { label: 'Início', href: '/' };

export const SECTIONS = {
  servico: { label: 'Serviços', href: '/servico' },
  tratamento: { label: 'Tratamentos', href: '/tratamento' },
  protocolo: { label: 'Protocolos', href: '/protocolo' },
  blog: { label: 'Blog', href: '/blog' },
} as const;

export type Section = keyof typeof SECTIONS;

/** 'Início › Serviços' (a list page). */
export const listCrumbs = (section: Section): Crumb[] => [HOME, { label: SECTIONS[section].label, href: null }];

/** 'Início › Serviços › Toxina botulínica' (a detail page). */
export const detailCrumbs = (section: Section, title: string): Crumb[] => [HOME, SECTIONS[section], { label: title, href: null }];

/** 'Início › Blog' on the blog's first list page, 'Início › Blog › Página 2' after it. */
export const blogListCrumbs = (page: number): Crumb[] =>
  page <= 1 ? listCrumbs('blog') : [HOME, SECTIONS.blog, { label: `Página ${page}`, href: null }];

/** 'Início › Agendar Online' (a page of its own). */
export const pageCrumbs = (label: string): Crumb[] => [HOME, { label, href: null }];

export const BOOKING_CRUMBS = pageCrumbs('Agendar Online');
export const PRIVACY_CRUMBS = pageCrumbs('Política de Privacidade');
