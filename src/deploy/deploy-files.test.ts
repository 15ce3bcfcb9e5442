import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { groupRoutes, IMAGE_CSP, IMMUTABLE_CACHE, PAGE_CACHE, PAGE_CSP, siteHeaders } from './cache-policy.ts';
import { deployFiles } from './deploy-files.ts';
import { nginxServerBlock, NGINX_CONF_FILE, UPSTREAM_IDLE_LIMIT_S } from './nginx-server-block.ts';
import { KEEP_ALIVE_TIMEOUT_MS } from '../serve/server.ts';
import { staticHostHeaders } from './static-host-headers.ts';
import { staticHostRedirects } from './static-host-redirects.ts';
import { headerRules, staticHostHeadersFor, staticHostPattern } from '../../test/support/static-host-headers.ts';

const ROUTES = ['/', '/servico', '/servico/botox', '/servico/peeling', '/tratamento', '/tratamento/lifting-facial', '/protocolo', '/404', '/agendar-online'];
/** The routes of a catalogue of 10,000 services (60 cards per list page), as the build makes them. */
const BIG_ROUTES = [
  ...ROUTES,
  ...Array.from({ length: 10_000 }, (_, i) => `/servico/botox-${i}`),
  ...Array.from({ length: 166 }, (_, i) => `/servico/pagina/${i + 2}`),
  ...['facial', 'corporal', 'capilar', 'medicina'].flatMap((category) => [
    `/servico/categoria/${category}`,
    ...Array.from({ length: 41 }, (_, i) => `/servico/categoria/${category}/pagina/${i + 2}`),
  ]),
];
/** The files a build of ROUTES writes (besides assets), as a host sees them. */
const FILES = new Set(['/index.html', '/servico.html', '/servico/botox.html', '/servico/peeling.html', '/tratamento.html', '/tratamento/lifting-facial.html', '/protocolo.html', '/404.html', '/agendar-online.html', '/assets/site-ABC.css', '/imagens/botox-1A2B.jpg', '/sitemap.xml', '/robots.txt', '/nginx/clinic-site.conf']);


interface Redirect { from: string; to: string; status: number; line: number }
const parseRedirects = (text: string): Redirect[] =>
  text.split('\n').flatMap((raw, index) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return [];
    const [from, to, status = '302'] = line.split(/\s+/);
    return [{ from, to, status: Number(status), line: index + 1 }];
  });

const exists = (path: string) => FILES.has(path) || FILES.has(`${path}.html`);
const isDynamic = (from: string) => /[*:]/.test(from);

/**
 * Cloudflare Pages: static rules by exact path first, then dynamic rules in order; applied even if a file exists. It
 * reads only the first 2,000 static rules and 100 dynamic ones.
 */
function cloudflareWith(all: Redirect[], path: string, has: (path: string) => boolean): string {
  const rules = [...all.filter((r) => !isDynamic(r.from)).slice(0, 2000), ...all.filter((r) => isDynamic(r.from)).slice(0, 100)];
  const match = rules.find((r) => !isDynamic(r.from) && r.from === path) ?? rules.find((r) => isDynamic(r.from) && staticHostPattern(r.from).test(path));
  if (match && match.status !== 200) return `${match.status} ${match.to}`;
  const served = match ? match.to : path;
  return has(served) ? '200' : '404';
}
const cloudflare = (rules: Redirect[], path: string) => cloudflareWith(rules, path, exists);

/** Netlify: an existing file is served before any rule without `!`; otherwise the first matching rule. */
function netlifyWith(rules: Redirect[], path: string, has: (path: string) => boolean): string {
  if (has(path)) return '200';
  const match = rules.find((r) => staticHostPattern(r.from).test(path) && !(r.status === 200 && r.to === r.from));
  if (!match) return '404';
  return match.status === 200 ? (has(match.to) ? '200' : '404') : `${match.status} ${match.to}`;
}
const netlify = (rules: Redirect[], path: string) => netlifyWith(rules, path, exists);

describe('groupRoutes', () => {
  test('sorts detail pages by catalogue and keeps the rest', () => {
    const { details, others } = groupRoutes(ROUTES);
    assert.deepEqual([...details.entries()], [['/tratamento', ['lifting-facial']], ['/protocolo', []], ['/servico', ['botox', 'peeling']]]);
    assert.deepEqual(others, ['/', '/404', '/agendar-online', '/protocolo', '/servico', '/tratamento']);
  });
});

describe('_redirects', () => {
  const rules = parseRedirects(staticHostRedirects(ROUTES));
  const cases: [path: string, expected: string][] = [
    ['/servico/botox', '200'],
    ['/tratamento/lifting-facial', '200'],
    ['/servico/nao-existe', '302 /404'],
    ['/tratamento/nao-existe', '302 /404'],
    ['/protocolo/nao-existe', '302 /404'],
    ['/servico', '200'],
    ['/agendar-online', '200'],
    ['/qualquer', '404'],
  ];
  for (const [path, expected] of cases) {
    test(`${path} → ${expected} on Cloudflare Pages and on Netlify`, () => {
      assert.equal(cloudflare(rules, path), expected, 'Cloudflare Pages');
      assert.equal(netlify(rules, path), expected, 'Netlify');
    });
  }

  test("a list's first page numbered goes to the list's first page; a list that does not exist stays not found", () => {
    const withLists = parseRedirects(staticHostRedirects([...ROUTES, '/servico/categoria/facial', '/servico/pagina/2', '/blog']));
    const expected: [string, string][] = [
      ['/servico/pagina/1', '301 /servico'],
      ['/servico/categoria/facial/pagina/1', '301 /servico/categoria/facial'],
      ['/blog/pagina/1', '301 /blog'],
      ['/servico/pagina/2/pagina/1', '302 /404'],
      ['/servico/categoria/capilar/pagina/1', '302 /404'],
    ];
    for (const [path, answer] of expected) {
      assert.equal(cloudflare(withLists, path), answer, `Cloudflare Pages: ${path}`);
      assert.equal(netlify(withLists, path), answer, `Netlify: ${path}`);
    }
  });

  test('Cloudflare: /servico/ goes to /servico and the nginx folder is not served', () => {
    assert.equal(cloudflare(rules, '/servico/'), '301 /servico');
    assert.equal(cloudflare(rules, '/nginx/clinic-site.conf'), '302 /404');
  });

  test('every static rule comes before the first dynamic one (Cloudflare counts the rest as dynamic, limit 100)', () => {
    const firstDynamic = rules.findIndex((r) => isDynamic(r.from));
    assert.ok(firstDynamic > 0);
    assert.ok(rules.slice(firstDynamic).every((r) => isDynamic(r.from)), 'a static rule after a dynamic one');
    assert.ok(rules.length - firstDynamic <= 100 && firstDynamic <= 2000);
  });

  test('no redirect leaves the site: every target is a fixed local path, whatever the request (open redirect)', () => {
    for (const rule of rules) {
      assert.match(rule.to, /^\/(?![/\\])/, `linha ${rule.line}: ${rule.to}`);
      assert.doesNotMatch(rule.to, /[*:]/, `linha ${rule.line}: o destino depende do endereço pedido`);
    }
    for (const path of ['//evil.example/', '/%2F%2Fevil.example/', '//evil.example/x.html', '/\\evil.example/', '/servico//evil.example']) {
      for (const answer of [cloudflare(rules, path), netlify(rules, path)]) {
        const location = answer.split(' ')[1];
        if (location) assert.equal(new URL(location, 'https://clinica.example').origin, 'https://clinica.example', `${path} → ${answer}`);
      }
    }
  });

  test('a catalogue of 10,000 services: within Cloudflare\'s 2,000 static rules, and every page still served on both hosts', () => {
    const big = parseRedirects(staticHostRedirects(BIG_ROUTES));
    const firstDynamic = big.findIndex((r) => isDynamic(r.from));
    assert.ok(firstDynamic <= 2000, `${firstDynamic} regras estáticas`);
    assert.ok(big.slice(firstDynamic).every((r) => isDynamic(r.from)) && big.length - firstDynamic <= 100);
    const bigFiles = new Set([...FILES, ...BIG_ROUTES.map((route) => `${route}.html`)]);
    const served = (path: string) => bigFiles.has(`${path}.html`);
    for (const path of ['/servico/botox-0', '/servico/botox-9999', '/servico/pagina/167', '/servico/categoria/medicina/pagina/42', '/tratamento/lifting-facial']) {
      assert.ok(served(path));
      for (const [host, answer] of [['Cloudflare Pages', cloudflareWith(big, path, served)], ['Netlify', netlifyWith(big, path, served)]]) {
        assert.equal(answer, '200', `${host}: ${path}`);
      }
    }
    // The catalogues that still fit keep the redirect of an unknown slug; the long one gets the not-found page.
    assert.equal(cloudflareWith(big, '/tratamento/nao-existe', served), '302 /404');
    assert.equal(cloudflareWith(big, '/servico/nao-existe', served), '404');
    assert.equal(netlifyWith(big, '/servico/nao-existe', served), '404');
    assert.equal(cloudflareWith(big, '/servico/pagina/1', served), '301 /servico');
  });

  test('no rule that Cloudflare refuses as a loop (/* → /index.html) and no duplicate source', () => {
    assert.ok(!rules.some((r) => /\/\*$/.test(r.from) && /\/index(\.html)?$/.test(r.to)));
    assert.equal(new Set(rules.map((r) => r.from)).size, rules.length);
  });
});

describe('_headers', () => {
  const text = staticHostHeaders(ROUTES);
  const blocks = headerRules(text);
  const headersFor = (path: string) => staticHostHeadersFor(blocks, path);
  const cases: [path: string, cache: string][] = [
    ['/assets/site-ABC.css', IMMUTABLE_CACHE],
    ['/imagens/botox-1A2B.jpg', IMMUTABLE_CACHE],
    ['/', PAGE_CACHE],
    ['/servico', PAGE_CACHE],
    ['/servico/botox', PAGE_CACHE],
    ['/tratamento/lifting-facial', PAGE_CACHE],
    ['/agendar-online', PAGE_CACHE],
    ['/sitemap.xml', PAGE_CACHE],
  ];
  for (const [path, cache] of cases) {
    test(`${path}: Cache-Control "${cache}" from exactly one rule, plus the security headers`, () => {
      const headers = headersFor(path);
      assert.equal(headers.get('Cache-Control'), cache);
      assert.equal(headers.get('X-Content-Type-Options'), 'nosniff');
      assert.equal(headers.get('Referrer-Policy'), 'strict-origin-when-cross-origin');
      assert.equal(headers.get('Strict-Transport-Security'), 'max-age=31536000');
    });
  }
  test('/imagens/* forbid scripts (Content-Security-Policy); pages get the pages\' policy, assets none', () => {
    assert.equal(headersFor('/imagens/botox-1A2B.svg').get('Content-Security-Policy'), IMAGE_CSP);
    assert.match(IMAGE_CSP, /default-src 'none'/);
    assert.match(IMAGE_CSP, /sandbox/);
    for (const path of ['/', '/servico/botox', '/servico', '/agendar-online', '/sitemap.xml']) {
      assert.equal(headersFor(path).get('Content-Security-Policy'), PAGE_CSP, path);
    }
    assert.equal(headersFor('/assets/site-ABC.css').get('Content-Security-Policy'), undefined);
  });
  test('the pages\' policy runs no inline script, frames nothing of the site elsewhere, posts only to the site', () => {
    const directives = new Map(PAGE_CSP.split(';').map((part) => { const [name, ...values] = part.trim().split(/\s+/); return [name, values]; }));
    assert.deepEqual(directives.get('default-src'), ["'self'"]);
    assert.equal(directives.has('script-src'), false, 'scripts fall back to default-src: the site\'s own files only');
    assert.ok(!PAGE_CSP.includes('unsafe'), PAGE_CSP);
    assert.deepEqual(directives.get('frame-ancestors'), ["'none'"]);
    assert.deepEqual(directives.get('form-action'), ["'self'"]);
    assert.deepEqual(directives.get('object-src'), ["'none'"]);
  });
  test('exactly the headers `clinic-site serve` sends (the cache policy\'s siteHeaders), path by path', () => {
    for (const [path] of cases) assert.deepEqual(headersFor(path), new Map(siteHeaders(path)), path);
  });
  test('stays under Cloudflare\'s 100 rules', () => assert.ok(blocks.length < 100));

  test('a catalogue of 10,000 services: still under 100 rules, and each list page revalidated by one rule', () => {
    const big = headerRules(staticHostHeaders(BIG_ROUTES));
    assert.ok(big.length < 100, `${big.length} regras`);
    for (const path of ['/servico/pagina/2', '/servico/categoria/facial', '/servico/categoria/facial/pagina/3', '/servico/botox-9999']) {
      assert.equal(staticHostHeadersFor(big, path).get('Cache-Control'), PAGE_CACHE, path);
    }
  });
});

describe('nginx server block', () => {
  const conf = nginxServerBlock({ root: '/srv/site/out', upstream: '127.0.0.1:9999', listen: ['127.0.0.1:8081'], serverName: 'clinica.test' });
  const cases: [what: string, pattern: RegExp][] = [
    ['root substituted', /^\s*root \/srv\/site\/out;$/m],
    ['upstream substituted', /^\s*server 127\.0\.0\.1:9999;$/m],
    ['idle upstream connections dropped before serve drops them', new RegExp(`upstream clinic_site_serve \\{[^}]*keepalive_timeout ${UPSTREAM_IDLE_LIMIT_S}s;`)],
    ['listen substituted', /^\s*listen 127\.0\.0\.1:8081;$/m],
    ['clean URLs', /try_files \$uri \$uri\.html =404;/],
    ['detail routes of the three catalogues', /location ~ \^\/\(tratamento\|protocolo\|servico\)\/\[\^\/\]\+\$/],
    ['unknown detail → 302 /404', /return 302 \/404;/],
    ['404 page', /error_page 404 \/404\.html;/],
    ['trailing slash → 301', /rewrite \^\(\/\.\*\?\)\/\+\$ \$1 permanent;/],
    ['.html → 301, query kept', /return 301 \$clean_path\$is_args\$args;/],
    ['immutable assets', new RegExp(`location \\^~ /assets/ \\{[^}]*Cache-Control "${IMMUTABLE_CACHE}"`)],
    ['immutable images', new RegExp(`location \\^~ /imagens/ \\{[^}]*Cache-Control "${IMMUTABLE_CACHE}"`)],
    ['images forbid scripts', new RegExp(`location \\^~ /imagens/ \\{[^}]*add_header Content-Security-Policy "${IMAGE_CSP}" always;`)],
    ['pages revalidate', new RegExp(`location / \\{[^}]*Cache-Control "${PAGE_CACHE}"`)],
    ['gzip and precompressed files', /gzip on;[\s\S]*gzip_static on;/],
    ['lead endpoint proxied with X-Forwarded-For', /location = \/api\/contact \{[^}]*proxy_pass http:\/\/clinic_site_serve;[^}]*X-Forwarded-For \$proxy_add_x_forwarded_for;/],
    ['deploy files denied', /location \^~ \/nginx\/ \{ return 404; \}[\s\S]*location = \/_headers \{ return 404; \}/],
  ];
  for (const [what, pattern] of cases) test(what, () => assert.match(conf, pattern));

  test('what the build writes serves the current release that clinic-site publish switches (docs/publicar.md#layout)', () => {
    assert.match(nginxServerBlock(), /^\s*root \/var\/www\/clinic-site\/current;$/m);
  });

  test('every location that sets Cache-Control repeats the security headers (add_header is not inherited)', () => {
    const locations = conf.split(/\n\s*location /).slice(1);
    for (const location of locations.filter((l) => l.includes('Cache-Control'))) {
      assert.match(location, /X-Content-Type-Options "nosniff" always/, location);
      assert.match(location, /Referrer-Policy "strict-origin-when-cross-origin" always/, location);
      assert.match(location, /Strict-Transport-Security "max-age=31536000" always/, location);
    }
  });
});

describe('deployFiles', () => {
  test('writes _headers, _redirects and the nginx block, the same bytes every time', () => {
    const pages = ROUTES.map((route) => ({ route }));
    const files = deployFiles(pages);
    assert.deepEqual([...files.keys()], ['_headers', '_redirects', NGINX_CONF_FILE]);
    assert.deepEqual(deployFiles([...pages].reverse()), files);
  });
});

test('nginx drops an idle connection to serve before serve closes it (a lead on a closing connection gets a 502)', () => {
  assert.ok(UPSTREAM_IDLE_LIMIT_S * 1000 < KEEP_ALIVE_TIMEOUT_MS, `${UPSTREAM_IDLE_LIMIT_S} s vs ${KEEP_ALIVE_TIMEOUT_MS} ms`);
});
