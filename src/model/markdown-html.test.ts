import { test } from 'node:test';
import assert from 'node:assert/strict';
import { markdownToSafeHtml } from './markdown-html.ts';

test('headings keep the level written in the cell (templates nest them under their section)', () => {
  const cases: [string, string][] = [
    ['## Como funciona\n\nTexto.', '<h2>Como funciona</h2>\n<p>Texto.</p>'],
    ['# Um', '<h1>Um</h1>'],
    ['###### Seis', '<h6>Seis</h6>'],
  ];
  for (const [markdown, html] of cases) assert.equal(markdownToSafeHtml(markdown), html, markdown);
});

test('lists, bold, italics, quotes and links render as HTML', () => {
  const cases: [string, string][] = [
    ['- Um\n- Dois', '<ul>\n<li>Um</li>\n<li>Dois</li>\n</ul>'],
    ['1. Um\n2. Dois', '<ol>\n<li>Um</li>\n<li>Dois</li>\n</ol>'],
    ['**de 3 a 5 sessões** e _leve_', '<p><strong>de 3 a 5 sessões</strong> e <em>leve</em></p>'],
    ['> Citação', '<blockquote>\n<p>Citação</p>\n</blockquote>'],
    ['[Agende](/agendamento)', '<p><a href="/agendamento">Agende</a></p>'],
  ];
  for (const [markdown, html] of cases) assert.equal(markdownToSafeHtml(markdown), html, markdown);
});

test('raw HTML and dangerous links in Markdown are sanitized', () => {
  const cases: [string, string][] = [
    ['Antes <script>alert(1)</script> depois', '<p>Antes  depois</p>'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<img src="https://fotos.example/a.jpg" onerror=alert(1)>', '<img src="https://fotos.example/a.jpg" />'],
    ['[clique](javascript:alert(1))', '<p><a>clique</a></p>'],
    ['<iframe src="https://x.example"></iframe>\n\nTexto', '<p>Texto</p>'],
    ['<a href="https://x.example" target="_blank">site</a>', '<p><a href="https://x.example" target="_blank" rel="noopener noreferrer">site</a></p>'],
    ['Texto <u>sublinhado</u> <mark>solto</mark>', '<p>Texto <u>sublinhado</u> solto</p>'],
  ];
  for (const [markdown, html] of cases) assert.equal(markdownToSafeHtml(markdown), html, markdown);
});

test('an image of a text that would not show is left out, not published broken (docs/site.md#rich-text-and-sanitizer)', () => {
  const cases: [string, string][] = [
    ['Nossa sala: ![Sala](clinica.jpg)', '<p>Nossa sala: </p>'],
    ['![Sala](/imagens/clinica.jpg)', ''],
    ['![Sala](imagens/clinica.jpg "Recepção")\n\nTexto', '<p>Texto</p>'],
    ['<img src="clinica.jpg" alt="Sala">', ''],
    ['<img src="javascript:alert(1)">', ''],
    ['![Sala](http://fotos.example/sala.jpg)', ''],
    ['![Sala](https://fotos.example/sala.jpg)', '<p><img src="https://fotos.example/sala.jpg" alt="Sala" /></p>'],
    ['<IMG SRC=" https://fotos.example/sala.jpg">', '<img src=" https://fotos.example/sala.jpg" />'],
  ];
  for (const [markdown, html] of cases) assert.equal(markdownToSafeHtml(markdown), html, markdown);
});
