/**
 * A dev rebuild renders again exactly the pages whose HTML changes, and leaves out/ byte for byte as a full build of
 * the same sheets writes it, across a series of edits on a copy of the sample (docs/architecture.md#dev-stays-fast).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { build } from '../pipeline/build-site.ts';
import { cellOf, copySample, editWorkbook, setCell } from '../../test/support/sheet-fixtures.ts';
import { assertSameSite, changedPaths, siteTree } from '../../test/support/site-tree.ts';
import { buildForDev, newDevCaches, textsToConvertAhead, type DevBuildResult } from './incremental-build.ts';
import { readSheets } from '../read/read-sheets.ts';
import { validateSheets } from '../validate/validate-sheets.ts';
import { markdownTextsOf } from '../model/markdown-texts.ts';
import { SheetProblems } from '../errors/problems.ts';

const TODAY = '2026-03-12';

describe('dev rebuilds after sheet edits', { timeout: 300_000 }, () => {
  let sheets: string;
  let out: string;
  const caches = newDevCaches();
  let pages = 0;

  before(async () => {
    sheets = copySample('clinic-site-dev-incremental-');
    out = join(dirname(sheets), 'dev');
    const first = await buildForDev({ sheets, out, today: TODAY }, caches);
    pages = first.pages;
    assert.equal(first.rendered, pages);
  });
  after(() => rmSync(dirname(sheets), { recursive: true, force: true }));

  /** Applies an edit, rebuilds, and returns what the rebuild rendered next to which HTML files really changed. */
  async function rebuildAfter(edit: () => void): Promise<{ result: DevBuildResult; renderedPages: string[]; changedPages: string[] }> {
    const beforeTree = siteTree(out);
    edit();
    const result = await buildForDev({ sheets, out, today: TODAY }, caches);
    const changedPages = changedPaths(beforeTree, siteTree(out)).filter((path) => path.endsWith('.html'));
    const renderedPages = result.written.filter((path) => path.endsWith('.html')).sort();
    // What a full build of the same sheets writes, byte for byte, and the same warnings.
    const full = join(dirname(sheets), 'completo');
    const fullResult = await build({ sheets, out: full, today: TODAY });
    assertSameSite(out, full, { fingerprints: false });
    assert.deepEqual(result.warnings, fullResult.warnings);
    return { result, renderedPages, changedPages };
  }

  test('a price edit writes the service page and the pages showing its card, nothing else', async () => {
    const { result, renderedPages, changedPages } = await rebuildAfter(() =>
      editWorkbook(sheets, 'servicos', (tabs) => setCell(tabs.get('Serviços')!, 'peeling-quimico', 'Preço', 'A partir de R$ 333')),
    );
    assert.deepEqual(renderedPages, changedPages);
    // Rendered but not written: the home page and the protocol and treatment lists (with their category addresses)
    // carry the service's link with its price (they do not show it), so their inputs changed.
    assert.ok(result.rendered >= renderedPages.length && result.rendered <= renderedPages.length + 9, `${result.rendered} páginas geradas`);
    assert.ok(renderedPages.includes('servico/peeling-quimico.html'), renderedPages.join(', '));
    assert.ok(renderedPages.includes('servico.html'), 'a lista de serviços mostra o card com o preço');
    assert.ok(renderedPages.length < pages / 2, `${renderedPages.length} de ${pages} páginas geradas de novo`);
    assert.ok(!renderedPages.includes('politica-de-privacidade.html'));
  });

  test('a title shown in the navigation renders every page again', async () => {
    const { result, renderedPages, changedPages } = await rebuildAfter(() =>
      editWorkbook(sheets, 'servicos', (tabs) => setCell(tabs.get('Serviços')!, 'botox', 'Título', 'Toxina botulínica')),
    );
    assert.deepEqual(renderedPages, changedPages);
    assert.equal(result.rendered, pages);
  });

  // The clinic phone shows on every page; the site's address is in every page's canonical link and structured data.
  for (const [field, value] of [['Telefone', '(11) 3333-4444'], ['Endereço do site', 'https://www.aurora-dermatologia.example']]) {
    test(`the clinic's "${field}" renders every page again`, async () => {
      const { result, renderedPages, changedPages } = await rebuildAfter(() =>
        editWorkbook(sheets, 'configuracoes', (tabs) => setCell(tabs.get('Clínica')!, field, null, value)),
      );
      assert.deepEqual(renderedPages, changedPages);
      assert.equal(result.rendered, pages);
    });
  }

  test('a promise typed in one description is reported at its cell, then a brand listed in Marcas, then both are gone', async () => {
    const codes = (result: DevBuildResult) => result.warnings.filter((w) => w.code.startsWith('PUBLICIDADE_')).map((w) => `${w.code} ${w.location.cell}`);
    const promise = await rebuildAfter(() =>
      editWorkbook(sheets, 'servicos', (tabs) => setCell(tabs.get('Serviços')!, 'microagulhamento', 'Descrição curta', 'Resultado garantido em uma sessão.')),
    );
    const row = promise.result.warnings.find((w) => w.code === 'PUBLICIDADE_PROMESSA');
    assert.ok(row, codes(promise.result).join(', '));
    // Only the edited row's texts were searched again, but a brand added in another workbook applies to every row.
    const brand = await rebuildAfter(() => editWorkbook(sheets, 'configuracoes', (tabs) => tabs.set('Marcas', [['Marca', 'Nome genérico'], ['Sessão', 'encontro']])));
    assert.ok(codes(brand.result).some((code) => code.startsWith('PUBLICIDADE_MARCA')), codes(brand.result).join(', '));
    const fixed = await rebuildAfter(() => {
      editWorkbook(sheets, 'configuracoes', (tabs) => tabs.delete('Marcas'));
      editWorkbook(sheets, 'servicos', (tabs) => setCell(tabs.get('Serviços')!, 'microagulhamento', 'Descrição curta', 'Estímulo de colágeno com microagulhas.'));
    });
    assert.deepEqual(codes(fixed.result), []);
  });

  // A session keeps the very objects of unchanged rows (src/model/build-model.ts): what a page shows from elsewhere
  // must still reach it.
  test('a service added to a protocol shows on the service page, whose own row did not change', async () => {
    const { renderedPages, changedPages } = await rebuildAfter(() =>
      editWorkbook(sheets, 'protocolos', (tabs) => {
        const grid = tabs.get('Protocolos')!;
        setCell(grid, 'limpeza-glow-facial', 'Serviços incluídos', `${cellOf(grid, 'limpeza-glow-facial', 'Serviços incluídos')}\nrinomodelacao`);
      }),
    );
    assert.deepEqual(renderedPages, changedPages);
    assert.ok(changedPages.includes('servico/rinomodelacao.html'), changedPages.join(', '));
  });

  test("an answer edited in the questions tab shows on its service's page", async () => {
    const { changedPages } = await rebuildAfter(() =>
      editWorkbook(sheets, 'servicos', (tabs) => setCell(tabs.get('Perguntas')!, 'botox', 'Resposta', 'Depende de cada caso; o médico explica na avaliação.')),
    );
    assert.deepEqual(changedPages, ['servico/botox.html']);
  });

  test("the first testimonial (in the clinic's structured data on every service page) reaches the service pages", async () => {
    const { changedPages } = await rebuildAfter(() =>
      editWorkbook(sheets, 'configuracoes', (tabs) => setCell(tabs.get('Depoimentos')!, 'M. S.', 'Depoimento', 'Atendimento atencioso, com cada etapa explicada.')),
    );
    assert.ok(changedPages.includes('servico/botox.html'), changedPages.join(', '));
    assert.ok(changedPages.includes('index.html'), changedPages.join(', '));
  });

  // Only the session's first build converts every text ahead: later builds keep the texts they used, not every one,
  // and converting all of a 10,000-service catalogue again on every save took over a second.
  test('the Markdown texts are converted ahead for the first build only', () => {
    const records = validateSheets(readSheets(sheets)).records!;
    assert.deepEqual(textsToConvertAhead(records, newDevCaches()), markdownTextsOf(records));
    assert.ok(caches.markdown.size > 0 && caches.markdown.size < markdownTextsOf(records).length, `${caches.markdown.size} textos guardados`);
    assert.deepEqual(textsToConvertAhead(records, caches), []);
  });

  test('a file put in publico/ reaches the site as the build writes it, and goes when it is removed', async () => {
    const { result } = await rebuildAfter(() => {
      mkdirSync(join(sheets, 'publico'), { recursive: true });
      writeFileSync(join(sheets, 'publico', 'CNAME'), 'www.clinica.example\n');
    });
    assert.deepEqual(result.written, ['CNAME']);
    assert.equal(readFileSync(join(out, 'CNAME'), 'utf8'), 'www.clinica.example\n');
    const removed = await rebuildAfter(() => rmSync(join(sheets, 'publico'), { recursive: true }));
    assert.deepEqual(removed.result.deleted, ['CNAME']);
  });

  test('a file in publico/ at a page’s path is refused, as the build refuses it, and the page stays', async () => {
    const page = readFileSync(join(out, 'servico', 'botox.html'), 'utf8');
    mkdirSync(join(sheets, 'publico', 'servico'), { recursive: true });
    writeFileSync(join(sheets, 'publico', 'servico', 'botox.html'), '<p>página feita à mão</p>');
    try {
      const refused = (error: unknown) => error instanceof SheetProblems && error.problems.some((p) => p.code === 'PUBLICO_COLIDE' && p.location?.file === 'publico/servico/botox.html');
      await assert.rejects(build({ sheets, out: join(dirname(sheets), 'completo'), today: TODAY }), refused);
      await assert.rejects(buildForDev({ sheets, out, today: TODAY }, caches), refused);
      assert.equal(readFileSync(join(out, 'servico', 'botox.html'), 'utf8'), page);
    } finally {
      rmSync(join(sheets, 'publico'), { recursive: true });
    }
  });

  test('nothing changed: nothing is rendered or written', async () => {
    const { result } = await rebuildAfter(() => editWorkbook(sheets, 'servicos', () => {}));
    assert.equal(result.rendered, 0);
    assert.deepEqual(result.written, []);
  });

  test('a broken save, then the fix, gives exactly the full build of the fixed sheets', async () => {
    editWorkbook(sheets, 'servicos', (tabs) => setCell(tabs.get('Serviços')!, 'botox', 'Preço', 'R$ quatrocentos'));
    await assert.rejects(buildForDev({ sheets, out, today: TODAY }, caches), SheetProblems);
    const { changedPages } = await rebuildAfter(() =>
      editWorkbook(sheets, 'servicos', (tabs) => setCell(tabs.get('Serviços')!, 'botox', 'Preço', 'A partir de R$ 450')),
    );
    assert.ok(changedPages.includes('servico/botox.html'));
  });

  test('a service added gets its page; removed again, its page is deleted', async () => {
    const added = await rebuildAfter(() =>
      editWorkbook(sheets, 'servicos', (tabs) => {
        const grid = tabs.get('Serviços')!;
        grid.push(grid[grid.findIndex((row) => row[0] === 'botox')].map((cell, i) => (i === 0 ? 'botox-novo' : cell)));
      }),
    );
    assert.ok(added.result.written.includes('servico/botox-novo.html'), added.result.written.join(', '));
    const removed = await rebuildAfter(() =>
      editWorkbook(sheets, 'servicos', (tabs) => {
        const grid = tabs.get('Serviços')!;
        grid.splice(grid.findIndex((row) => row[0] === 'botox-novo'), 1);
      }),
    );
    assert.ok(removed.result.deleted.includes('servico/botox-novo.html'), removed.result.deleted.join(', '));
  });
});
