/**
 * The nginx server block that `clinic-site build` writes (docs/architecture.md#deploy-targets), run under Debian's real
 * nginx: the sample as built, start `clinic-site serve` as the lead server and nginx in front of both, then ask nginx what
 * a visitor's browser would. Skipped only when nginx is not installed (CI installs nginx-light through .ci/run).
 */
import { spawnSync } from 'node:child_process';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { IMAGE_CSP, IMMUTABLE_CACHE, PAGE_CACHE, PAGE_CSP, siteHeaders } from '../../src/deploy/cache-policy.ts';
import { NGINX_CONF_FILE } from '../../src/deploy/nginx-server-block.ts';
import { writeBigCatalogue } from '../support/big-catalogue.ts';
import { builtSample } from '../support/built-sample.ts';
import { eventually } from '../support/eventually.ts';
import { headerRules, staticHostHeadersFor } from '../support/static-host-headers.ts';
import { NGINX as NGINX_PROGRAM, skipWithout } from '../support/system-programs.ts';
import { answers, CLI, freePort, NGINX, raw, runCli, startChild, stopChild, type Child, type RawResponse } from './children.ts';

const NOT_FOUND_TEXT = 'Ops! Página não encontrada.';
const skip = skipWithout(NGINX_PROGRAM);

/** The lead server's environment: ours minus operator settings (no real SMTP/webhook), rate limit lifted. */
function serveEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { NODE_ENV: 'production', CLINIC_SITE_RATE_LIMIT: '100000' };
  for (const [key, value] of Object.entries(process.env)) if (!key.startsWith('CLINIC_SITE_') && key !== 'NODE_ENV') env[key] = value;
  return env;
}

/**
 * The build's server block with this test's root, upstream and port, inside a minimal nginx.conf of our own. The root
 * is a `current` link to the built folder, as `clinic-site publish` lays it out (docs/publicar.md#layout).
 */
function writeNginxConfig(dir: string, outDir: string, port: number, upstream: string): string {
  const root = join(dir, 'current');
  symlinkSync('out', root);
  const block = readFileSync(join(outDir, NGINX_CONF_FILE), 'utf8')
    .replace(/^(\s*root )\S+;$/m, `$1${root};`)
    .replace(/^(\s*server )\d+\.\d+\.\d+\.\d+:\d+;$/m, `$1${upstream};`)
    .replace(/^(\s*listen .*\n)+/m, `    listen 127.0.0.1:${port};\n`);
  assert.ok(block.includes(`root ${root};`) && block.includes(`server ${upstream};`), 'substituição no bloco do nginx falhou');
  writeFileSync(join(dir, 'clinic-site.conf'), block);
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, 'temp', temp), { recursive: true });
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `${process.getuid?.() === 0 ? 'user root root;\n' : ''}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 64; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${dir}/access.log;
    client_body_temp_path ${dir}/temp/body;
    proxy_temp_path ${dir}/temp/proxy;
    fastcgi_temp_path ${dir}/temp/fastcgi;
    uwsgi_temp_path ${dir}/temp/uwsgi;
    scgi_temp_path ${dir}/temp/scgi;
    include ${dir}/clinic-site.conf;
}
`,
  );
  return conf;
}

describe('nginx serving the built site', { skip, timeout: 240_000 }, () => {
  let dir: string;
  let outDir: string;
  let dbPath: string;
  let site: string;
  /** `clinic-site serve` itself, the upstream nginx forwards the lead endpoint to. */
  let serveSite: string;
  let serve: Child | undefined;
  let nginx: Child | undefined;
  const get = (path: string, headers: Record<string, string> = {}) => raw(site + path, { headers });

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'clinic-site-nginx-'));
    chmodSync(dir, 0o755); // nginx's workers may run as another user
    outDir = join(dir, 'out');
    dbPath = join(dir, 'leads.db');
    // The shared build of the sample (test/support/built-sample.ts), copied: a test below writes into this folder.
    cpSync(await builtSample(), outDir, { recursive: true });
    // What publico/ may put in a site (src/read/public-files.ts), and hidden files it never does.
    mkdirSync(join(outDir, '.well-known'));
    writeFileSync(join(outDir, '.well-known', 'security.txt'), 'Contact: mailto:seguranca@clinica.example\n');
    writeFileSync(join(outDir, '.well-known', '.segredo'), 'não deve sair');
    mkdirSync(join(outDir, '.oculta'));
    writeFileSync(join(outDir, '.oculta', 'x.txt'), 'não deve sair');
    // Left by hand in the folders of hashed files, whose locations nginx picks before the one for hidden files.
    writeFileSync(join(outDir, 'assets', '.segredo'), 'não deve sair');
    writeFileSync(join(outDir, 'imagens', '.DS_Store'), 'não deve sair');
    serve = await startChild(process.execPath, [CLI, 'serve', '--out', outDir, '--port', '0', '--db', dbPath], {
      env: serveEnv(),
      ready: (output) => /Site em http:\/\/\S+/.test(output),
    });
    const upstream = /Site em http:\/\/(\S+?)\s/.exec(serve.output())![1];
    serveSite = `http://${upstream}`;
    const port = await freePort();
    site = `http://127.0.0.1:${port}`;
    const conf = writeNginxConfig(dir, outDir, port, upstream);
    runNginxCheck(dir, conf);
    nginx = await startChild(NGINX, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { ready: () => answers(site) });
  }, { timeout: 200_000 });

  after(async () => {
    await stopChild(nginx?.process);
    await stopChild(serve?.process);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  describe('clean URLs', () => {
    for (const path of ['/', '/servico', '/servico/botox', '/tratamento', '/tratamento/lifting-facial', '/protocolo/anti-idade-avancado', '/agendar-online', '/obrigado', '/blog', '/blog/acne-na-vida-adulta']) {
      test(`${path} → 200, the page itself, no redirect`, async () => {
        const response = await get(path);
        assert.equal(response.status, 200);
        assert.match(String(response.headers['content-type']), /^text\/html/);
        const expected = readFileSync(join(outDir, path === '/' ? 'index.html' : `${path.slice(1)}.html`));
        assert.ok(response.body.equals(expected), `${path} não é o arquivo gerado`);
      });
    }
  });

  test('/servico?categoria=facial → 302 to the category page when the build made one, the list otherwise', { timeout: 120_000 }, async () => {
    // The sample's one-page lists: their category addresses (the list with the category chosen).
    const chosen = await get('/tratamento?categoria=facial');
    assert.equal(chosen.status, 302);
    assert.equal(chosen.headers.location, '/tratamento/categoria/facial');
    assert.ok((await get('/tratamento/categoria/facial')).body.equals(readFileSync(join(outDir, 'tratamento', 'categoria', 'facial.html'))));
    // A name typed by hand in another case goes there too, as `clinic-site serve` sends it.
    for (const query of ['?categoria=FACIAL', '?categoria=Facial']) {
      const typed = await get(`/tratamento${query}`);
      assert.equal(typed.status, 302, query);
      assert.equal(typed.headers.location, '/tratamento/categoria/facial', query);
    }
    // A name that is not a category's, or no category page for it: the list itself.
    for (const query of ['?categoria=medicina', '?categoria=../../etc/passwd', '?categoria=facialx', '?categoria=xfacial']) {
      const response = await get(`/tratamento${query}`);
      assert.equal(response.status, 200, query);
      assert.ok(response.body.equals(readFileSync(join(outDir, 'tratamento.html'))), query);
    }
    // A catalogue long enough for list pages (src/routes/list-routes.ts), built and published as a release.
    const sheets = join(dir, 'planilhas-longas');
    writeBigCatalogue(sheets, 130);
    const longOut = join(dir, 'out-longo');
    runCli(['build', '--sheets', sheets, '--out', longOut, '--quiet']);
    const category = readdirSync(join(longOut, 'servico', 'categoria')).find((name) => name.endsWith('.html'))!.replace(/\.html$/, '');
    const swap = (target: string) => {
      symlinkSync(target, join(dir, 'current.novo'));
      renameSync(join(dir, 'current.novo'), join(dir, 'current'));
    };
    try {
      swap('out-longo');
      const redirect = await get(`/servico?categoria=${category}&busca=pele`);
      assert.equal(redirect.status, 302);
      assert.equal(redirect.headers.location, `/servico/categoria/${category}?busca=pele`);
      for (const [query, rest] of [[`busca=pele&categoria=${category}`, '?busca=pele'], [`utm_source=x&categoria=${category}&busca=pele`, '?utm_source=x&busca=pele']]) {
        assert.equal((await get(`/servico?${query}`)).headers.location, `/servico/categoria/${category}${rest}`, query);
      }
      const page = await get(`/servico/categoria/${category}`);
      assert.equal(page.status, 200);
      assert.ok(page.body.equals(readFileSync(join(longOut, 'servico', 'categoria', `${category}.html`))));
      for (const query of ['?categoria=inexistente', '?categoria=../../etc/passwd', '?busca=pele', '']) {
        const response = await get(`/servico${query}`);
        assert.equal(response.status, 200, query);
        assert.ok(response.body.equals(readFileSync(join(longOut, 'servico.html'))), query);
      }
    } finally {
      swap('out');
    }
  });

  test('/blog/feed.xml → 200 as RSS, with the page cache and security headers', async () => {
    const response = await get('/blog/feed.xml');
    assert.equal(response.status, 200);
    assert.equal(response.headers['content-type'], 'application/rss+xml; charset=utf-8');
    assert.equal(response.headers['cache-control'], 'public, max-age=0, must-revalidate');
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    assert.ok(response.body.equals(readFileSync(join(outDir, 'blog', 'feed.xml'))));
  });

  test('a publication switches the current link: nginx serves the new release at once, without a reload', async () => {
    const next = join(dir, 'out-2');
    cpSync(outDir, next, { recursive: true });
    writeFileSync(join(next, 'obrigado.html'), '<!doctype html><title>nova versão</title><p>nova versão</p>');
    const swap = (target: string) => {
      symlinkSync(target, join(dir, 'current.novo'));
      renameSync(join(dir, 'current.novo'), join(dir, 'current'));
    };
    try {
      swap('out-2');
      assert.match((await get('/obrigado')).body.toString(), /nova versão/);
    } finally {
      swap('out');
    }
    assert.ok((await get('/obrigado')).body.equals(readFileSync(join(outDir, 'obrigado.html'))));
  });

  describe('redirects and not found', () => {
    const cases: [path: string, status: number, location: string | null][] = [
      ['/servico/nao-existe', 302, '/404'],
      ['/tratamento/nao-existe', 302, '/404'],
      ['/protocolo/nao-existe', 302, '/404'],
      ['/servico/', 301, '/servico'],
      ['/servico/botox/', 301, '/servico/botox'],
      ['/servico/botox.html', 301, '/servico/botox'],
      ['/index.html', 301, '/'],
      ['/index', 301, '/'],
      ['/servico/botox.html?utm_medium=cpc', 301, '/servico/botox?utm_medium=cpc'],
      ['/index.html?utm_source=x&gclid=y', 301, '/?utm_source=x&gclid=y'],
      ['/servico/?categoria=facial', 301, '/servico?categoria=facial'],
      ['/servico?pagina=2', 200, null],
      ['/servico/pagina/1?utm_source=x', 301, '/servico?utm_source=x'],
      ['/tratamento/categoria/facial/pagina/1', 301, '/tratamento/categoria/facial'],
      ['/blog/pagina/1', 301, '/blog'],
      ['/tratamento/categoria/medicina/pagina/1', 404, null],
      ['/servico/pagina/0', 404, null],
    ];
    for (const [path, status, location] of cases) {
      test(`${path} → ${status}${location ? ` ${location}` : ''}`, async () => {
        const response = await get(path);
        assert.equal(response.status, status);
        assert.equal(response.headers.location ?? null, location);
      });
    }

    test('no redirect leaves the site, however the path is written (open redirect)', async () => {
      // A browser deletes tabs and line breaks from an address: '/\t/evil.example' is '//evil.example'.
      const paths = ['//evil.example/', '/%2F%2Fevil.example/', '//evil.example/x.html', '/%5Cevil.example/', '/%5C%5Cevil.example/x.html', '/\\evil.example/', '/%5Cevil.example/index.html', '/servico/%5C%5Cevil.example/',
        '/%09/evil.example.html', '/%09/evil.example/index.html', '/servico/%09/evil.example.html', '/%0D/evil.example.html'];
      for (const path of paths) {
        const response = await get(path);
        const location = response.headers.location as string | undefined;
        if (location === undefined) continue;
        assert.equal(new URL(location, site).origin, new URL(site).origin, `${path} → ${location}`);
        assert.doesNotMatch(location, /^(\/\/|\/\\|\\)/, `${path} → ${location}`);
      }
    });

    for (const path of ['/qualquer', '/404', '/servico/botox/extra', '/assets/nao-existe.js']) {
      test(`${path} → 404 with the not-found page`, async () => {
        const response = await get(path);
        assert.equal(response.status, 404);
        assert.ok(response.body.toString('utf8').includes(NOT_FOUND_TEXT), 'sem a página 404');
        // Revalidated like a page (as serve sends it), never cached for a year: the address may exist tomorrow.
        assert.equal(response.headers['cache-control'], 'public, max-age=0, must-revalidate');
      });
    }

    for (const path of ['/_headers', '/_redirects', `/${NGINX_CONF_FILE}`, '/.clinic-site.json', '/.well-known/.segredo', '/.oculta/x.txt', '/assets/.segredo', '/imagens/.DS_Store']) {
      test(`${path} (deploy or hidden file) is not served`, async () => {
        const response = await get(path);
        assert.equal(response.status, 404);
        assert.ok(!/clinic_site_serve|não deve sair/.test(response.body.toString('utf8')));
      });
    }

    test('/.well-known/security.txt (from publico/) → 200 as text, with the security headers', async () => {
      const response = await get('/.well-known/security.txt');
      assert.equal(response.status, 200);
      assert.equal(response.body.toString('utf8'), 'Contact: mailto:seguranca@clinica.example\n');
      assert.equal(response.headers['content-type'], 'text/plain; charset=utf-8');
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
    });
  });

  describe('headers', () => {
    const firstIn = (folder: string) => `/${folder}/${readdirSync(join(outDir, folder)).filter((name) => !name.startsWith('.')).sort()[0]}`;
    const cases: [what: string, path: () => string, cache: string][] = [
      ['a hashed script or stylesheet', () => firstIn('assets'), IMMUTABLE_CACHE],
      ['an image', () => firstIn('imagens'), IMMUTABLE_CACHE],
      ['the home page', () => '/', PAGE_CACHE],
      ['a detail page', () => '/servico/botox', PAGE_CACHE],
    ];
    for (const [what, path, cache] of cases) {
      test(`${what}: Cache-Control "${cache}" and the security headers`, async () => {
        const response = await get(path());
        assert.equal(response.status, 200);
        assert.equal(response.headers['cache-control'], cache);
        assert.equal(response.headers['x-content-type-options'], 'nosniff');
        assert.equal(response.headers['referrer-policy'], 'strict-origin-when-cross-origin');
        // HTTPS only from the first https visit on: no includeSubDomains, the clinic's other addresses are not ours.
        assert.equal(response.headers['strict-transport-security'], 'max-age=31536000');
      });
    }
    test('an image is served with the Content-Security-Policy that forbids scripts; a page with the pages\' one', async () => {
      assert.equal((await get(firstIn('imagens'))).headers['content-security-policy'], IMAGE_CSP);
      assert.equal((await get('/servico/botox')).headers['content-security-policy'], PAGE_CSP);
    });
    test('serve, nginx and the static hosts\' _headers send the same cache, type and security headers', async () => {
      const rules = headerRules(readFileSync(join(outDir, '_headers'), 'utf8'));
      for (const path of [firstIn('assets'), firstIn('imagens'), '/', '/servico/botox', '/agendar-online', '/blog', '/blog/feed.xml', '/sitemap.xml', '/.well-known/security.txt']) {
        const expected = new Map(siteHeaders(path));
        const [viaNginx, viaServe] = await Promise.all([get(path), raw(serveSite + path)]);
        const sent = (response: RawResponse) => new Map([...expected.keys()].map((name) => [name, response.headers[name.toLowerCase()]]));
        assert.deepEqual(sent(viaServe), expected, `serve ${path}`);
        assert.deepEqual(sent(viaNginx), expected, `nginx ${path}`);
        assert.deepEqual(staticHostHeadersFor(rules, path), expected, `_headers ${path}`);
      }
    });
    test('the not-found page keeps the security headers', async () => {
      const response = await get('/qualquer');
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
      assert.equal(response.headers['strict-transport-security'], 'max-age=31536000');
    });
  });

  describe('compression', () => {
    test('a page is gzipped when the browser asks, and only then', async () => {
      const file = readFileSync(join(outDir, 'servico.html'));
      const zipped = await get('/servico', { 'Accept-Encoding': 'gzip' });
      assert.equal(zipped.headers['content-encoding'], 'gzip');
      assert.match(String(zipped.headers.vary), /Accept-Encoding/);
      assert.ok(gunzipSync(zipped.body).equals(file));
      assert.ok(zipped.body.length < file.length / 3, `gzip só reduziu para ${zipped.body.length} de ${file.length} bytes`);
      const plain = await get('/servico');
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.ok(plain.body.equals(file));
    });

    test('the RSS feed, whose type nginx is told by hand, is gzipped as serve compresses it', async () => {
      // Feed readers fetch it again and again; gzip_types compares the whole Content-Type, charset included.
      const file = readFileSync(join(outDir, 'blog', 'feed.xml'));
      const zipped = await get('/blog/feed.xml', { 'Accept-Encoding': 'gzip' });
      assert.equal(zipped.headers['content-encoding'], 'gzip');
      assert.equal(zipped.headers['content-type'], 'application/rss+xml; charset=utf-8');
      assert.match(String(zipped.headers.vary), /Accept-Encoding/);
      assert.ok(gunzipSync(zipped.body).equals(file));
      assert.ok((await raw(serveSite + '/blog/feed.xml', { headers: { 'Accept-Encoding': 'gzip' } })).headers['content-encoding'], 'o serve não comprimiu o feed');
    });

    test('a precompressed file next to the original is sent as is (gzip_static)', async () => {
      const css = readdirSync(join(outDir, 'assets')).find((name) => name.endsWith('.css'))!;
      const marker = '/* pré-comprimido */';
      writeFileSync(join(outDir, 'assets', `${css}.gz`), gzipSync(marker));
      try {
        const response = await get(`/assets/${css}`, { 'Accept-Encoding': 'gzip' });
        assert.equal(response.headers['content-encoding'], 'gzip');
        assert.equal(gunzipSync(response.body).toString(), marker);
      } finally {
        rmSync(join(outDir, 'assets', `${css}.gz`));
      }
    });
  });

  describe('the contact form through nginx', () => {
    test('a lead posted to /api/contact reaches `clinic-site serve` (201) and is in the database', async () => {
      const name = `Beatriz Nginx ${process.pid}`;
      const response = await raw(`${site}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: site },
        body: JSON.stringify({ name, phone: '(11) 98765-4321', treatment: 'Harmonização Facial', message: 'Enviado pelo nginx.', consent: true, website: '' }),
      });
      assert.equal(response.status, 201, response.body.toString());
      assert.match(JSON.parse(response.body.toString()).id, /^[0-9a-f-]{36}$/);
      assert.match(runCli(['leads', 'list', '--db', dbPath], serveEnv()), new RegExp(name));
    });

    test('nginx tells the lead server who the visitor is (X-Forwarded-For)', async () => {
      // Without CLINIC_SITE_TRUST_PROXY the lead server warns the first time a proxied request arrives: the header
      // got there. (With CLINIC_SITE_TRUST_PROXY=1, as the README says, it uses it for the rate limit instead.)
      // The lead server writes its warning after it answered: wait for the line, do not read the output once.
      await eventually(() => assert.match(serve!.output(), /X-Forwarded-For/));
    });

    test('a body over nginx\'s own limit is refused in Portuguese, in the lead server\'s JSON', async () => {
      const response = await raw(`${site}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: site },
        body: JSON.stringify({ name: 'A', message: 'x'.repeat(100 * 1024) }),
      });
      assert.equal(response.status, 413);
      assert.match(String(response.headers['content-type']), /^application\/json/);
      assert.match(JSON.parse(response.body.toString()).errors.form, /^Os dados enviados passam do limite do formulário\./);
    });

    test('/api/contact/ (a trailing slash) is sent to /api/contact with 308, which keeps the method and the body', async () => {
      const response = await raw(`${site}/api/contact/?utm_source=x`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
      assert.equal(response.status, 308);
      assert.match(String(response.headers.location), /\/api\/contact\?utm_source=x$/);
    });

    test('an invalid lead gets the lead server\'s own 400 answer, not nginx\'s error page', async () => {
      const response = await raw(`${site}/api/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name":""}' });
      assert.equal(response.status, 400);
      assert.match(String(response.headers['content-type']), /application\/json/);
      assert.ok(JSON.parse(response.body.toString()).errors);
    });
  });
});

/** `nginx -t` first: a configuration error is reported as such, with nginx's own message. */
function runNginxCheck(dir: string, conf: string): void {
  const check = spawnSync(NGINX, ['-p', dir, '-c', conf, '-t'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx recusou a configuração gerada:\n${check.stderr}`);
}
