import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { siteModel } from '../../test/support/site-model.ts';
import { count, headings, hrefAndName, linkNamed, links, renderMarkup, textOf } from '../../test/support/render-markup.tsx';
import TreatmentList from './TreatmentList.tsx';
import { routesOf } from '../../src/routes/routes.ts';
import type { TemplateProps } from '../../src/model/page-props.ts';

const listProps = routesOf(siteModel).find((page) => page.route === '/tratamento')!.props as TemplateProps['treatmentList'];

const { html, islands } = renderMarkup(<TreatmentList {...listProps} />);
const text = textOf(html);

describe('TreatmentList (/tratamento)', () => {
  it('has one h1 with the title from the sheets, the intro and the breadcrumb Início > Tratamentos', () => {
    assert.deepEqual(headings(html).filter((h) => h.startsWith('h1')), [`h1 ${siteModel.texts.treatmentsTitle}`]);
    assert.ok(text.includes(siteModel.texts.treatmentsIntro));
    assert.match(html, /<nav[^>]*aria-label="Trilha de navegação"/);
    assert.deepEqual(hrefAndName(linkNamed(html, 'Início')), { href: '/', name: 'Início' });
    assert.match(html, /<span aria-current="page">Tratamentos<\/span>/);
  });

  it('offers a labelled search box, a category select and buttons Todos, Facial, Corporal, Capilar', () => {
    assert.match(html, /<label for="[^"]+busca">Buscar tratamentos<\/label>/);
    assert.match(html, /type="search"/);
    assert.match(html, /<label for="[^"]+categoria">Categoria<\/label><select/);
    const buttons = [...html.matchAll(/<button type="button" class="cat-toggle" aria-pressed="(\w+)">(\w+)<\/button>/g)];
    assert.deepEqual(buttons.map((b) => [b[2], b[1]]), [['Todos', 'true'], ['Facial', 'false'], ['Corporal', 'false'], ['Capilar', 'false']]);
    const options = [...html.matchAll(/<option value="(\w+)"[^>]*>(\w+)<\/option>/g)].map((m) => `${m[1]}:${m[2]}`);
    assert.deepEqual(options, ['todos:Todos', 'facial:Facial', 'corporal:Corporal', 'capilar:Capilar']);
  });

  it('announces the full count in a polite live region', () => {
    assert.match(html, /role="status" aria-live="polite">3 tratamento\(s\) encontrado\(s\)</);
  });

  it('server-renders every card with a named "Saiba mais" link to its page', () => {
    for (const t of siteModel.treatments) {
      assert.deepEqual(hrefAndName(linkNamed(html, `Saiba mais sobre ${t.title}`)), { href: `/tratamento/${t.slug}`, name: `Saiba mais sobre ${t.title}` });
      assert.ok(text.includes(t.price.display) && text.includes(t.description) && text.includes(t.recovery));
    }
    assert.equal(links(html).filter((l) => l.name.startsWith('Saiba mais')).length, 3);
  });

  it('shows the subtitle only when there is one, and the first 3 features with "+2 mais"', () => {
    assert.ok(text.includes('Toxina botulínica com naturalidade'));
    assert.equal(count(html, 'class="cat-card__subtitle"'), 2); // the capilar fixture has no subtitle
    assert.ok(text.includes('Avaliação médica Plano individual Sessões de acompanhamento +2 mais'));
    assert.ok(!text.includes('Orientações por escrito'));
  });

  it('closes with "Fale Conosco" to WhatsApp', () => {
    const link = linkNamed(html, 'Fale Conosco');
    assert.ok(link?.href.startsWith(`https://wa.me/${siteModel.settings.whatsapp}?text=`));
  });

  it('gives the island only card data (no FAQ or rich text in the page JSON)', () => {
    const browser = islands.find((i) => i.name === 'CatalogueBrowser');
    assert.ok(browser);
    const json = JSON.stringify(browser.props);
    assert.ok(!json.includes('longDescriptionHtml') && !json.includes('faq'));
    assert.deepEqual((browser.props as { categories: string[] }).categories, ['facial', 'corporal', 'capilar']);
  });
});
