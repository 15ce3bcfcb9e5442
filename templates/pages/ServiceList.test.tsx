import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { siteModel } from '../../test/support/site-model.ts';
import { count, headings, linkNamed, renderMarkup, textOf } from '../../test/support/render-markup.tsx';
import ServiceList from './ServiceList.tsx';
import { routesOf } from '../../src/routes/routes.ts';
import type { TemplateProps } from '../../src/model/page-props.ts';

const listProps = routesOf(siteModel).find((page) => page.route === '/servico')!.props as TemplateProps['serviceList'];

const { html } = renderMarkup(<ServiceList {...listProps} />);
const text = textOf(html);

describe('ServiceList (/servico)', () => {
  it('has the title as its one h1, the intro and Início > Serviços', () => {
    assert.deepEqual(headings(html).filter((h) => h.startsWith('h1')), [`h1 ${siteModel.texts.servicesTitle}`]);
    assert.ok(text.includes(siteModel.texts.servicesIntro));
    assert.match(html, /<span aria-current="page">Serviços<\/span>/);
  });

  it('adds Medicina to the categories of the select and the buttons', () => {
    const options = [...html.matchAll(/<option value="(\w+)"/g)].map((m) => m[1]);
    assert.deepEqual(options, ['todos', 'facial', 'corporal', 'capilar', 'medicina']);
    assert.match(html, /aria-pressed="false">Medicina<\/button>/);
  });

  it('counts in its own noun', () => {
    assert.match(html, /role="status" aria-live="polite">3 serviço\(s\) encontrado\(s\)</);
  });

  it('shows the fixed 5.0 rating with an accessible name on every card', () => {
    assert.equal(count(html, 'role="img" aria-label="Avaliação 5.0 de 5 estrelas"'), 3);
    assert.ok(text.includes('5.0'));
  });

  it('links each card to /servico/{slug} with a name that says which service', () => {
    for (const s of siteModel.services) {
      assert.equal(linkNamed(html, `Saiba mais sobre ${s.title}`)?.href, `/servico/${s.slug}`);
      assert.ok(headings(html).includes(`h2 ${s.title}`));
    }
  });

  it('cuts benefit chips and counts the rest', () => {
    // 'Resultado de aparência natural e gradual' → first 25 characters + …
    assert.ok(text.includes('Resultado de aparência na… Procedimento rápido +1 benefícios'));
  });

  it('closes with "Agendar Consulta" and "Ligar Agora"', () => {
    assert.ok(linkNamed(html, 'Agendar Consulta')?.href.startsWith('https://wa.me/5511955550100?text='));
    assert.equal(linkNamed(html, 'Ligar Agora')?.href, 'tel:+551155550100');
  });
});
