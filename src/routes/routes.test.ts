/**
 * Two pages that claim one output file stop the build, and the problem names both sources (docs/site.md#routes):
 * the page met second in its location, the first one in the message.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteModel } from '../../test/support/site-model.ts';
import type { Page } from './page.ts';
import { outputPathOf } from './paths.ts';
import { routeCollisions, routesOf } from './routes.ts';

/** Only what the collision check reads: the route, its output file and where the page comes from. */
const page = (route: string, source: string, outputPath = outputPathOf(route)) => ({ route, outputPath, source }) as Page;

test('routeCollisions: a problem for every page whose output file an earlier page already claimed', () => {
  const cases: [name: string, pages: Page[], expected: { route: string; other: string; file: string }[]][] = [
    ['no pages', [], []],
    ['distinct routes', [page('/', 'página inicial'), page('/servico', 'lista de serviços'), page('/servico/botox', 'serviços › linha 2')], []],
    [
      'two rows with one slug',
      [page('/servico/botox', 'serviços › linha 2'), page('/servico/botox', 'serviços › linha 7')],
      [{ route: '/servico/botox', other: 'serviços › linha 2', file: 'serviços › linha 7' }],
    ],
    [
      'different routes, one output file',
      [page('/blog/pagina/2', 'blog › página 2'), page('/blog/pagina-2', 'blog › linha 3', 'blog/pagina/2.html')],
      [{ route: '/blog/pagina-2', other: 'blog › página 2', file: 'blog › linha 3' }],
    ],
    [
      'three claims: both later ones name the first',
      [page('/tratamento/x', 'tratamentos › linha 2'), page('/tratamento/x', 'tratamentos › linha 3'), page('/tratamento/x', 'tratamentos › linha 4')],
      [
        { route: '/tratamento/x', other: 'tratamentos › linha 2', file: 'tratamentos › linha 3' },
        { route: '/tratamento/x', other: 'tratamentos › linha 2', file: 'tratamentos › linha 4' },
      ],
    ],
  ];
  for (const [name, pages, expected] of cases) {
    const problems = routeCollisions(pages);
    assert.equal(problems.length, expected.length, name);
    problems.forEach((problem, i) => {
      assert.equal(problem.code, 'ROTA_DUPLICADA', name);
      assert.equal(problem.severity, 'error', `${name}: the build stops`);
      assert.equal(problem.location.file, expected[i].file, name);
      assert.ok(problem.message.includes(expected[i].route), `${name}: ${problem.message}`);
      assert.ok(problem.message.includes(expected[i].other), `${name}: ${problem.message}`);
    });
  }
});

test('routeCollisions over routesOf: a service listed twice names both of its pages\' sources', () => {
  const site = { ...siteModel, services: [...siteModel.services, siteModel.services[0]] };
  const pages = routesOf(site);
  const claims = pages.filter((p) => p.route === siteModel.services[0].href);
  assert.equal(claims.length, 2);
  assert.notEqual(claims[0].source, claims[1].source);
  const problems = routeCollisions(pages);
  assert.equal(problems.length, 1);
  assert.equal(problems[0].location.file, claims[1].source);
  assert.ok(problems[0].message.includes(claims[0].source), problems[0].message);
  assert.deepEqual(routeCollisions(routesOf(siteModel)), []);
});
