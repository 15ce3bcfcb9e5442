/**
 * The <head> of a page: title ('{title} | {clinic} - {doctor}'), description, canonical, Open Graph (with
 * `article:*` on blog articles), Twitter, the blog feed, rel=prev/next of paginated lists, and JSON-LD.
 */
import type { Head } from '../routes/page.ts';
import { escapeHtml, jsonForScript } from './html.ts';

export interface HeadAssets {
  stylesheet: string;
  /** Module script of the islands, preloaded only on pages that have islands. */
  script: string | null;
  /** The chunks the script imports statically, preloaded with it. */
  scriptImports: readonly string[];
  favicon: string;
}

export function renderHead(head: Head, assets: HeadAssets, siteName: string): string {
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;
  const tags = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.keywords.length ? meta('name', 'keywords', head.keywords.join(', ')) : '',
    meta('name', 'robots', head.noindex ? 'noindex, nofollow' : 'index, follow'),
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}">` : '',
    head.pagination?.prev ? `<link rel="prev" href="${escapeHtml(head.pagination.prev)}">` : '',
    head.pagination?.next ? `<link rel="next" href="${escapeHtml(head.pagination.next)}">` : '',
    head.feed ? `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(head.feed.title)}" href="${escapeHtml(head.feed.href)}">` : '',
    '<meta name="theme-color" content="#2F4A43">',
    `<link rel="icon" href="${escapeHtml(assets.favicon)}" type="image/svg+xml">`,
    `<link rel="stylesheet" href="${escapeHtml(assets.stylesheet)}">`,
    ...(assets.script ? [assets.script, ...assets.scriptImports].map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`) : []),
    meta('property', 'og:locale', 'pt_BR'),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    head.canonical ? meta('property', 'og:url', head.canonical) : '',
    meta('property', 'og:image', head.image.url),
    meta('property', 'og:image:width', String(head.image.width)),
    meta('property', 'og:image:height', String(head.image.height)),
    head.image.alt ? meta('property', 'og:image:alt', head.image.alt) : '',
    ...(head.article
      ? [
          meta('property', 'article:published_time', head.article.publishedTime),
          head.article.modifiedTime ? meta('property', 'article:modified_time', head.article.modifiedTime) : '',
          meta('property', 'article:author', head.article.author),
          ...head.article.tags.map((tag) => meta('property', 'article:tag', tag)),
        ]
      : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image.url),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
  return `<head>${tags.filter(Boolean).join('')}</head>`;
}
