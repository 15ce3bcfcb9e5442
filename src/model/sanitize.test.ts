import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isSafeUrl } from '../parse/rich-text-rules.ts';
import { sanitizeRichText } from './sanitize.ts';
import { violations, xssCorpus } from '../../test/support/sanitized-html.ts';

// One test per rule of docs/site.md#rich-text-and-sanitizer, then the DOMPurify XSS corpus (test/fixtures/xss/).


type Rows = [input: string, output: string][];
const check = (rows: Rows) => {
  for (const [input, output] of rows) assert.equal(sanitizeRichText(input), output, input);
};

test('sanitizer: script, iframe, object, embed, style, link and meta are removed with their content', () => {
  check([
    ['<p>a<script>alert(1)</script>b</p>', '<p>ab</p>'],
    ['<SCRIPT>alert(1)</SCRIPT>ok', 'ok'],
    ['<iframe src="https://x.example">inside</iframe>ok', 'ok'],
    ['<object data="x.swf"><p>fallback</p></object>ok', 'ok'],
    ['<embed src="x.swf">ok', 'ok'],
    ['<style>p { color: red }</style>ok', 'ok'],
    ['<link rel="stylesheet" href="https://x.example/a.css">ok', 'ok'],
    ['<meta http-equiv="refresh" content="0;url=https://x.example">ok', 'ok'],
  ]);
});

test('sanitizer: allowed tags are kept as they are', () => {
  const html =
    '<p><strong>s</strong> <em>e</em> <b>b</b> <i>i</i> <u>u</u> <span>x</span></p><div>d</div>' +
    '<ul><li>1</li></ul><ol><li>2</li></ol><blockquote>q</blockquote>' +
    '<h1>1</h1><h2>2</h2><h3>3</h3><h4>4</h4><h5>5</h5><h6>6</h6><a href="/servico/botox">botox</a>';
  assert.equal(sanitizeRichText(html), html);
  check([
    ['a<br>b', 'a<br />b'],
    ['<img src="/a.png" alt="x">', '<img src="/a.png" alt="x" />'],
  ]);
});

test('sanitizer: other tags are unwrapped and their children kept', () => {
  check([
    ['<section><article>Texto <small>pequeno</small></article></section>', 'Texto pequeno'],
    ['<font color="red">vermelho</font>', 'vermelho'],
    ['<table><tr><td>célula</td></tr></table>', 'célula'],
    ['<p>um <code>código</code> e <mark><strong>forte</strong></mark></p>', '<p>um código e <strong>forte</strong></p>'],
    ['<form action="https://x.example"><p>dentro</p></form>', '<p>dentro</p>'],
  ]);
});

test('sanitizer: only href, src, alt, title, width, height, target, rel and class are kept', () => {
  check([
    [
      '<img src="/a.png" alt="a" title="t" width="10" height="20" class="c" id="i" style="x:y" data-x="1" loading="lazy">',
      '<img src="/a.png" alt="a" title="t" width="10" height="20" class="c" />',
    ],
    ['<p class="k" title="t" id="i" style="color:red" lang="en" dir="rtl">p</p>', '<p class="k" title="t">p</p>'],
    ['<a href="/x" target="_self" rel="nofollow" name="n" download>x</a>', '<a href="/x" target="_self" rel="nofollow">x</a>'],
  ]);
});

test('sanitizer: event handler attributes (on…) are removed', () => {
  check([
    ['<p onclick="steal()" onmouseover="x()">p</p>', '<p>p</p>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x" />'],
    ['<a href="/x" ONFOCUS="alert(1)" autofocus>x</a>', '<a href="/x">x</a>'],
    ['<div onpointerenter=alert(1) class="c">d</div>', '<div class="c">d</div>'],
  ]);
});

test('sanitizer: javascript: and data: URLs are removed from href and src', () => {
  check([
    ['<a href="javascript:alert(1)">j</a>', '<a>j</a>'],
    ['<a href="JaVaScRiPt:alert(1)">j</a>', '<a>j</a>'],
    ['<a href="&#106;avascript:alert(1)">j</a>', '<a>j</a>'],
    ['<a href="javascript&colon;alert(1)">j</a>', '<a>j</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">d</a>', '<a>d</a>'],
    ['<img src="data:image/svg+xml,<svg onload=alert(1)>">', '<img />'],
    ['<img src="javascript:alert(1)" alt="x">', '<img alt="x" />'],
    ['<a href="vbscript:msgbox(1)">v</a>', '<a>v</a>'],
  ]);
});

// sanitize-html configured only by the rules of docs/site.md#rich-text-and-sanitizer keeps an href that starts with a
// Unicode space.
test('sanitizer: a Unicode space, tab or newline before or inside javascript: does not get it through', () => {
  check([
    ['<a href="\u2000javascript:alert(1)">u</a>', '<a>u</a>'],
    ['<a href="\u00a0javascript:alert(1)">u</a>', '<a>u</a>'],
    ['<a href="\ufeffjavascript:alert(1)">u</a>', '<a>u</a>'],
    ['<a href="&#x2000;javascript:alert(1)">u</a>', '<a>u</a>'],
    ['<a href="&#xfeff;javascript:alert(1)">u</a>', '<a>u</a>'],
    ['<a href="\tjavascript:alert(1)">u</a>', '<a>u</a>'],
    ['<a href="\njavascript:alert(1)">u</a>', '<a>u</a>'],
    ['<a href="java\tscript:alert(1)">u</a>', '<a>u</a>'],
    ['<a href="java\nscript:alert(1)">u</a>', '<a>u</a>'],
    ['<a href="jav&#x09;ascript:alert(1)">u</a>', '<a>u</a>'],
    ['<a href="java&#x0A;script:alert(1)">u</a>', '<a>u</a>'],
    ['<a href=" \u3000 javascript:alert(1)">u</a>', '<a>u</a>'],
    ['<img src="\u2000data:image/png;base64,AAAA">', '<img />'],
  ]);
});

test('sanitizer: relative, fragment, mailto, tel and http(s) URLs are kept', () => {
  check([
    ['<a href="/servico/botox">r</a>', '<a href="/servico/botox">r</a>'],
    ['<a href="servico/botox">r</a>', '<a href="servico/botox">r</a>'],
    ['<a href="../agendamento?x=1">r</a>', '<a href="../agendamento?x=1">r</a>'],
    ['<a href="#perguntas">f</a>', '<a href="#perguntas">f</a>'],
    ['<a href="mailto:contato@clinica.example">m</a>', '<a href="mailto:contato@clinica.example">m</a>'],
    ['<a href="tel:+551155550100">t</a>', '<a href="tel:+551155550100">t</a>'],
    ['<a href="https://clinica.example/p?q=1&amp;r=2">h</a>', '<a href="https://clinica.example/p?q=1&amp;r=2">h</a>'],
    ['<a href="http://clinica.example">h</a>', '<a href="http://clinica.example">h</a>'],
    ['<img src="https://cdn.example/foto.jpg" alt="">', '<img src="https://cdn.example/foto.jpg" alt="" />'],
  ]);
});

test('isSafeUrl allows only http(s), mailto, tel, relative and fragment URLs', () => {
  const cases: [string, boolean][] = [
    ['https://a.example', true],
    ['HTTP://a.example', true],
    ['mailto:a@b.example', true],
    ['tel:+5511', true],
    ['/a', true],
    ['a/b', true],
    ['#x', true],
    ['?q=1', true],
    ['', true],
    ['javascript:alert(1)', false],
    ['\u2000javascript:alert(1)', false],
    ['\u200bjavascript:alert(1)', false],
    ['java\tscript:x', false],
    ['data:text/html,x', false],
    ['ftp://a.example', false],
    ['file:///etc/passwd', false],
    ['javascript\u0000:x', false],
    ['a:b/c', false],
  ];
  for (const [url, safe] of cases) assert.equal(isSafeUrl(url), safe, JSON.stringify(url));
});

test('sanitizer: a link with target _blank gets rel "noopener noreferrer"', () => {
  check([
    ['<a href="https://x.example" target="_blank">b</a>', '<a href="https://x.example" target="_blank" rel="noopener noreferrer">b</a>'],
    ['<a href="https://x.example" target="_BLANK">b</a>', '<a href="https://x.example" target="_BLANK" rel="noopener noreferrer">b</a>'],
    // A rel that staff (or an attacker) typed is replaced, so "opener" cannot come back.
    ['<a href="https://x.example" target="_blank" rel="opener">b</a>', '<a href="https://x.example" target="_blank" rel="noopener noreferrer">b</a>'],
    ['<a href="https://x.example" target="_self">s</a>', '<a href="https://x.example" target="_self">s</a>'],
  ]);
});

// --- DOMPurify corpus: judge the output, not DOMPurify's expected strings (corpora/README.md). ---

const corpus = xssCorpus;

test('the XSS corpus is the 221 DOMPurify payloads', () => {
  assert.equal(corpus.length, 221);
});

test('the corpus check itself spots unsanitized markup', () => {
  assert.deepEqual(violations('<p><svg onload="x()"><a href="&#x2000;javascript:x" id="i">a</a></svg></p><b>ok</b>'), [
    'forbidden <svg>',
    'attribute onload',
    'href=\u2000javascript:x',
    'attribute id',
  ]);
});

test('no corpus payload leaves a script-capable element, attribute or URL', () => {
  const failures: string[] = [];
  for (const [index, payload] of corpus.entries()) {
    const output = sanitizeRichText(payload);
    for (const violation of violations(output)) {
      failures.push(`#${index} ${JSON.stringify(payload).slice(0, 80)} → ${JSON.stringify(output).slice(0, 120)}: ${violation}`);
    }
  }
  assert.deepEqual(failures, []);
});

test('sanitizing the corpus output again changes nothing (idempotent)', () => {
  const failures: string[] = [];
  for (const [index, payload] of corpus.entries()) {
    const once = sanitizeRichText(payload);
    const twice = sanitizeRichText(once);
    if (twice !== once) failures.push(`#${index}: ${JSON.stringify(once)} → ${JSON.stringify(twice)}`);
  }
  assert.deepEqual(failures, []);
});
