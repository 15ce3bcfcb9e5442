/**
 * The list pages of docs/site.md#list-pages: one page while a catalogue fits, then pages, category pages and the
 * search index; every page of them goes through the collision check like any other.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { siteModel } from '../../test/support/site-model.ts';
import type { CatalogueListPage } from '../model/page-props.ts';
import type { Category, Service, SiteModel } from '../model/types.ts';
import { isPaginated, LIST_PAGE_SIZE, listRoute } from './list-routes.ts';
import { indexableRoutes, routeCollisions, routesOf } from './routes.ts';

const CATEGORIES: Category[] = ['facial', 'corporal', 'capilar', 'medicina'];

/** The fixture's site with `count` services, spread over the four categories in turn. */
function withServices(count: number, slugOf = (index: number) => `servico-${index + 1}`): SiteModel {
  const template = siteModel.services[0];
  const services: Service[] = Array.from({ length: count }, (_, index) => ({
    ...template,
    slug: slugOf(index),
    title: `Serviço ${index + 1}`,
    category: CATEGORIES[index % 4],
    href: `/servico/${slugOf(index)}`,
  }));
  return { ...siteModel, services };
}

const listPageOf = (site: SiteModel, route: string) =>
  (routesOf(site).find((page) => page.route === route)?.props as { listPage: CatalogueListPage<Service> } | undefined)?.listPage;

describe('list routes', () => {
  it("every list page, however deep its address, is og:type website; an item's page is an article", () => {
    for (const site of [withServices(LIST_PAGE_SIZE), withServices(LIST_PAGE_SIZE * 3)]) {
      const pages = routesOf(site);
      const lists = pages.filter((page) => /^\/servico(\/(categoria|pagina)\/|$)/.test(page.route));
      assert.ok(lists.some((page) => page.route.split('/').length > 3), 'a deep list address');
      for (const page of lists) assert.equal(page.head.ogType, 'website', page.route);
      assert.equal(pages.find((page) => page.route === '/servico/servico-1')!.head.ogType, 'article');
    }
  });

  const cases: [Category | null, number, string][] = [
    [null, 1, '/servico'],
    [null, 2, '/servico/pagina/2'],
    ['facial', 1, '/servico/categoria/facial'],
    ['medicina', 3, '/servico/categoria/medicina/pagina/3'],
  ];
  for (const [category, page, route] of cases) {
    it(`${category ?? 'todos'}, page ${page} → ${route}`, () => assert.equal(listRoute('servico', category, page), route));
  }

  it(`up to ${LIST_PAGE_SIZE} services: one page with every item, no pages, no index`, () => {
    const site = withServices(LIST_PAGE_SIZE);
    assert.equal(isPaginated(site, 'servico'), false);
    assert.deepEqual(routesOf(site).map((page) => page.route).filter((route) => route.startsWith('/servico/pagina')), []);
    const list = listPageOf(site, '/servico')!;
    assert.equal(list.items.length, LIST_PAGE_SIZE);
    assert.deepEqual([list.count, list.total, list.indexHref, list.category, list.preselected], [1, LIST_PAGE_SIZE, null, null, null]);
  });

  it("and one address per category: the same list with that category chosen, the list's canonical, not in the sitemap", () => {
    const site = withServices(LIST_PAGE_SIZE);
    const pages = routesOf(site);
    const categoryPages = pages.filter((page) => page.route.startsWith('/servico/categoria/'));
    assert.deepEqual(categoryPages.map((page) => page.route), CATEGORIES.map((category) => `/servico/categoria/${category}`));
    const facial = listPageOf(site, '/servico/categoria/facial')!;
    assert.deepEqual([facial.preselected, facial.category, facial.items.length], ['facial', null, LIST_PAGE_SIZE]);
    assert.equal(listPageOf(site, '/servico')!.categoryHrefs.capilar, '/servico/categoria/capilar');
    for (const page of categoryPages) {
      assert.equal(page.head.canonical, `${siteModel.settings.siteUrl}/servico`);
      assert.equal(page.head.title, pages.find((other) => other.route === '/servico')!.head.title);
      assert.doesNotMatch(JSON.stringify(page.head.jsonLd), /categoria/, 'the breadcrumb data names the list, as the canonical URL does');
    }
    assert.deepEqual(indexableRoutes(pages).filter((route) => route.includes('/categoria/')), []);
    assert.ok(indexableRoutes(pages).includes('/servico'));
  });

  it('one more service: two pages of the whole list, and one list per category with its own count', () => {
    const site = withServices(LIST_PAGE_SIZE * 4 + 1);
    const first = listPageOf(site, '/servico')!;
    const second = listPageOf(site, '/servico/pagina/2')!;
    assert.equal(first.items.length, LIST_PAGE_SIZE);
    assert.equal(first.total, LIST_PAGE_SIZE * 4 + 1);
    assert.deepEqual(first.pageHrefs.slice(0, 2), ['/servico', '/servico/pagina/2']);
    assert.equal(first.count, 5);
    assert.notEqual(second.items[0].slug, first.items[0].slug);
    assert.equal(first.indexHref, '/catalogo/servicos.json');
    assert.equal(first.categoryHrefs.medicina, '/servico/categoria/medicina');
    const facial = listPageOf(site, '/servico/categoria/facial')!;
    assert.equal(facial.total, LIST_PAGE_SIZE + 1);
    assert.equal(facial.category, 'facial');
    assert.ok(facial.items.every((item) => item.category === 'facial'));
    assert.equal(listPageOf(site, '/servico/categoria/facial/pagina/2')!.items.length, 1);
  });

  it('every page of a long list has its own canonical URL, rel prev/next and a place in the sitemap', () => {
    const pages = routesOf(withServices(LIST_PAGE_SIZE * 3));
    assert.ok(indexableRoutes(pages).includes('/servico/categoria/facial'));
    const second = pages.find((page) => page.route === '/servico/pagina/2')!;
    assert.equal(second.head.canonical, `${siteModel.settings.siteUrl}/servico/pagina/2`);
    assert.deepEqual(second.head.pagination, { prev: `${siteModel.settings.siteUrl}/servico`, next: `${siteModel.settings.siteUrl}/servico/pagina/3` });
    assert.equal(second.head.noindex, false);
    assert.match(second.head.title, /\(página 2\)/);
    assert.equal(second.outputPath, 'servico/pagina/2.html');
  });

  it('a service whose slug is "pagina" or "categoria" keeps its page next to the list pages', () => {
    const site = withServices(LIST_PAGE_SIZE * 2, (index) => ['pagina', 'categoria'][index] ?? `servico-${index + 1}`);
    const pages = routesOf(site);
    assert.deepEqual(routeCollisions(pages), []);
    const files = (route: string) => pages.filter((page) => page.route === route).map((page) => page.outputPath);
    assert.deepEqual(files('/servico/pagina'), ['servico/pagina.html']);
    assert.deepEqual(files('/servico/pagina/2'), ['servico/pagina/2.html']);
    assert.deepEqual(files('/servico/categoria'), ['servico/categoria.html']);
    assert.deepEqual(files('/servico/categoria/facial'), ['servico/categoria/facial.html']);
  });
});
