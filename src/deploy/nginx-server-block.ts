/**
 * `nginx/clinic-site.conf`: an nginx configuration that serves out/ the way `clinic-site serve` does and hands the
 * contact form to it (docs/architecture.md#deploy-targets). It goes in nginx's `http` context (Debian: copy it to
 * /etc/nginx/sites-enabled/, change `root`, `server_name` and, if `clinic-site serve` listens elsewhere, the
 * upstream address). test/nginx runs it under Debian's real nginx.
 *
 * Routing, as in src/serve/server.ts:
 * - clean URLs: `/servico/botox` is `servico/botox.html`, with no trailing-slash redirect (try_files tests files
 *   only, so the folder servico/ next to servico.html never triggers nginx's directory redirect);
 * - one URL per page: `/x/` and `/x.html` answer 301 to `/x`;
 * - an unknown slug on a detail route answers 302 to /404; any other unknown path answers 404 with 404.html;
 * - `/servico?categoria=facial` (any case) answers 302 to the category's own page or address when the build made one
 *   (docs/site.md#list-pages), so the filter works without script; the parameters travel along;
 * - `/servico/pagina/1` (and a category's or the blog's) answers 301 to the list's first page;
 * - /api/contact goes to `clinic-site serve`, with X-Forwarded-For (set CLINIC_SITE_TRUST_PROXY=1 there).
 * The deploy files that sit in out/ (`_headers`, `_redirects`, this folder) and dotfiles are answered with 404, except
 * what publico/ put in `/.well-known/`.
 *
 * `add_header` in a location replaces every `add_header` inherited from the server block, so each location that
 * sets Cache-Control repeats the security headers (nginx documents this; it is the usual trap).
 */
import { CATEGORY_LABELS, type Category } from '../model/base-types.ts';
import { DETAIL_BASE_PATHS } from '../routes/route-paths.ts';
import { CONTENT_TYPES, IMAGE_CSP, IMAGE_FOLDER, IMMUTABLE_CACHE, IMMUTABLE_FOLDERS, PAGE_CACHE, PAGE_CSP, SECURITY_HEADERS } from './cache-policy.ts';

/** The folder of out/ that holds the nginx configuration (denied by nginx itself and by `_redirects`). */
export const NGINX_CONF_DIR = 'nginx';
export const NGINX_CONF_FILE = `${NGINX_CONF_DIR}/clinic-site.conf`;

export interface NginxOptions {
  /** Absolute path of the built site. */
  root: string;
  /** `host:port` of `clinic-site serve`. */
  upstream: string;
  /** The `listen` parameters, one directive each. */
  listen: string[];
  serverName: string;
}

/**
 * What the build writes: the operator changes server_name (README, "Para o operador"). The root is the `current`
 * link that `clinic-site publish --to /var/www/clinic-site` switches to each new release (docs/publicar.md#layout);
 * nginx follows the link on every request, so a publication or a rollback needs no reload.
 */
export const DEFAULT_NGINX_OPTIONS: NginxOptions = {
  root: '/var/www/clinic-site/current',
  upstream: '127.0.0.1:8080',
  listen: ['80', '[::]:80'],
  serverName: 'www.suaclinica.com.br',
};

/**
 * Seconds nginx keeps an idle connection to `clinic-site serve` in its pool: less than the serve's own idle limit
 * (KEEP_ALIVE_TIMEOUT_MS in src/serve/server.ts, 5 s). With nginx's default (60 s) it reused connections the serve had
 * just closed, and a POST on one gets a 502 (nginx does not retry a POST elsewhere).
 */
export const UPSTREAM_IDLE_LIMIT_S = 4;

/** Every category's name in an address (`/servico/categoria/facial`), which `?categoria=` may give in any case. */
const CATEGORIES = Object.keys(CATEGORY_LABELS) as Category[];

/** `application/rss+xml` of `application/rss+xml; charset=utf-8`. */
/**
 * What nginx answers for a contact body over its own limit, in the lead server's words and shape
 * (src/leads/contact-endpoint.ts: `{ errors: { form } }`). Quoted in nginx's single quotes: no quote and no "$" in it.
 */
const TOO_LARGE_JSON = JSON.stringify({ errors: { form: 'Os dados enviados passam do limite do formulário. Encurte a mensagem ou fale conosco pelo WhatsApp.' } });

const mimeTypeOf = (contentType: string) => contentType.split(';')[0].trim();

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function headers(cache: string | null, indent: string): string[] {
  const lines = SECURITY_HEADERS.map(([name, value]) => `${indent}add_header ${name} "${value}" always;`);
  // "Always check" goes on every answer, the 404 page's included (as `clinic-site serve` sends it); a year-long cache
  // only on a file that was found, never on a 404 for an asset that is not there.
  if (!cache) return lines;
  const page = cache === PAGE_CACHE;
  return [
    `${indent}add_header Cache-Control "${cache}"${page ? ' always' : ''};`,
    ...lines,
    ...(page ? [`${indent}add_header Content-Security-Policy "${PAGE_CSP}" always;`] : []),
  ];
}

/** The nginx configuration text. `options` default to DEFAULT_NGINX_OPTIONS (what the build writes). */
export function nginxServerBlock(options: Partial<NginxOptions> = {}): string {
  const o = { ...DEFAULT_NGINX_OPTIONS, ...options };
  const detailPattern = DETAIL_BASE_PATHS.map((base) => escapeRegex(base.slice(1))).join('|');
  const page = headers(PAGE_CACHE, '        ');
  return `# Gerado por \`clinic-site build\` (não edite: a próxima geração substitui este arquivo; copie-o para fora de out/).
# Vai no contexto "http" do nginx (no Debian: /etc/nginx/sites-enabled/clinic-site.conf). Troque server_name; o
# HTTPS (certificado, listen 443) fica a cargo de quem administra o servidor. O root é o link "current" que
# \`clinic-site publish --to /var/www/clinic-site\` troca a cada publicação (sem recarregar o nginx).

# \`clinic-site serve\`, que recebe os contatos (defina CLINIC_SITE_TRUST_PROXY=1 nele).
upstream clinic_site_serve {
    server ${o.upstream};
    keepalive 4;
    # Menos que os ${UPSTREAM_IDLE_LIMIT_S + 1} s em que o \`clinic-site serve\` fecha uma conexão parada: senão um contato
    # enviado por uma conexão que ele está fechando recebe 502.
    keepalive_timeout ${UPSTREAM_IDLE_LIMIT_S}s;
}

# /servico?categoria=facial (ou Facial, FACIAL: um link digitado à mão): o caminho da página da categoria; um
# caminho que nunca existe para qualquer outro valor.
map $arg_categoria $clinic_site_categoria {
${CATEGORIES.map((category) => `    "~*^${category}$" "/categoria/${category}";`).join('\n')}
    default "/.sem-categoria";
}

# Os outros parâmetros (uma busca, os de um anúncio), sem o categoria=, que o endereço da categoria já diz: como o
# \`clinic-site serve\`.
map $args $clinic_site_outros_parametros {
    "~^categoria=[^&]*$" "";
    "~^categoria=[^&]*&(?<depois>.*)$" "?$depois";
    "~^(?<antes>.*?)&categoria=[^&]*(?<resto>.*)$" "?$antes$resto";
    default "$is_args$args";
}

server {
${o.listen.map((l) => `    listen ${l};`).join('\n')}
    server_name ${o.serverName};
    root ${o.root};

    charset utf-8;
    server_tokens off;
    # Location relativo ("/404", "/servico"): certo também atrás de um proxy com HTTPS.
    absolute_redirect off;

    gzip on;
    gzip_vary on;
    gzip_comp_level 5;
    gzip_min_length 512;
    gzip_types text/css application/javascript text/javascript application/json image/svg+xml application/xml text/xml text/plain application/rss+xml;
    # Arquivos já comprimidos (x.html.gz ao lado de x.html), se houver.
    gzip_static on;

${headers(null, '    ').join('\n')}

    error_page 404 /404.html;

    # Nenhum endereço do site começa com // nem tem barra invertida ou caractere de controle; o navegador leria "/\\x"
    # e "//x" como outro site, e apaga tabulação e quebra de linha de um endereço ("/%09/x.html" viraria "//x"): os
    # redirecionamentos abaixo, que repetem o caminho como veio, mandariam o visitante para lá.
    if ($uri ~ "^//|\\\\\\\\|[\\x00-\\x1f\\x7f]") { return 404; }

    # Uma integração que escreveu o endereço do formulário com "/" no fim: 308 mantém o método e o corpo (como o
    # servidor de contatos), e o 301 abaixo faria o cliente mandar um GET.
    if ($uri ~ "^/api/contact/+$") { return 308 /api/contact$is_args$args; }

    # Um endereço por página: /servico/ → /servico.
    rewrite ^(/.*?)/+$ $1 permanent;

    # Arquivos de publicação e arquivos ocultos não fazem parte do site.
    location ^~ /${NGINX_CONF_DIR}/ { return 404; }
    location = /_headers { return 404; }
    location = /_redirects { return 404; }
    location ~ /\\. { return 404; }

    # /.well-known/ (security.txt e afins, RFC 8615) vem da pasta publico/ das planilhas; nada oculto dentro dela.
    location ^~ /.well-known/ {
        location ~ ^/\\.well-known/(.*/)?\\. { return 404; }
        try_files $uri =404;
${page.join('\n')}
    }

    location = / {
        try_files /index.html =404;
${page.join('\n')}
    }

    # /servico/botox.html → /servico/botox; /index.html e /index → /.
    location ~ ^(?<clean_path>/.*?)(/index)?\\.html$ {
        return 301 $clean_path$is_args$args;
    }
    location = /index.html { return 301 /$is_args$args; }
    location = /index { return 301 /$is_args$args; }

    # A página de erro: servida com 404 em /404 e em todo endereço inexistente.
    location = /404 { return 404; }
    location = /404.html {
        internal;
${page.join('\n')}
    }

    # /servico?categoria=facial → /servico/categoria/facial (302), quando a página ou o endereço da categoria
    # existe, como o \`clinic-site serve\`: o filtro funciona sem JavaScript.
    location ~ ^/(${detailPattern})$ {
        # Um único "if", só com return: um "if" sem return dentro de location desliga o try_files.
        if (-f "$document_root$uri$clinic_site_categoria.html") { return 302 $uri$clinic_site_categoria$clinic_site_outros_parametros; }
        try_files $uri.html =404;
${page.join('\n')}
    }

    # /servico/pagina/1 → /servico (301): a primeira página de uma lista tem um só endereço (também a de uma
    # categoria e a do blog), como o \`clinic-site serve\`.
    location ~ "^(?<primeira_pagina>/(${detailPattern}|blog)(/categoria/[a-z]+)?)/pagina/1$" {
        if (-f "$document_root$primeira_pagina.html") { return 301 $primeira_pagina$is_args$args; }
        return 404;
    }

    # Serviço, tratamento ou protocolo inexistente → /404 (302), como o \`clinic-site serve\`.
    location ~ ^/(${detailPattern})/[^/]+$ {
        try_files $uri.html @detalhe_inexistente;
${page.join('\n')}
    }
    location @detalhe_inexistente { return 302 /404; }

${IMMUTABLE_FOLDERS.map(
  (folder) => `    location ^~ ${folder} {
        try_files $uri =404;
${headers(IMMUTABLE_CACHE, '        ').join('\n')}${folder === IMAGE_FOLDER ? `\n        add_header Content-Security-Policy "${IMAGE_CSP}" always;` : ''}
        # "^~" passa por cima do "location ~ /\\." acima: um arquivo oculto deixado aqui seria enviado.
        location ~ /\\. { return 404; }
    }`,
).join('\n')}

    location / {
        try_files $uri $uri.html =404;
${page.join('\n')}
    }

${CONTENT_TYPES.map(
  ([path, type]) => `    location = ${path} {
        types { }
        # Só o tipo: o charset vem do "charset utf-8" acima. O gzip_types compara o Content-Type inteiro, e com
        # "; charset=utf-8" escrito aqui o arquivo nunca seria comprimido.
        default_type ${mimeTypeOf(type)};
        charset_types ${mimeTypeOf(type)};
        try_files $uri =404;
${page.join('\n')}
    }`,
).join('\n')}

    location = /api/contact {
        proxy_pass http://clinic_site_serve;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        # $http_host keeps the port the visitor used, which the lead server compares with the Origin of the form.
        proxy_set_header Host $http_host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;
        client_max_body_size 64k;
        # Mais que isso o nginx recusa sozinho, com uma página em inglês: a resposta vem na língua e na forma das do
        # servidor de contatos, em JSON como o formulário com script a lê (um envio sem script desse tamanho, uma
        # mensagem de dezenas de páginas, vê o texto em JSON).
        error_page 413 = @contato_grande_demais;
    }

    location @contato_grande_demais {
        default_type application/json;
        return 413 '${TOO_LARGE_JSON}';
    }
}
`;
}
