import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderToString } from 'react-dom/server';
import { siteModel } from '../../test/support/site-model.ts';
import { links, textOf } from '../../test/support/render-markup.tsx';
import TestimonialCarousel from './TestimonialCarousel.tsx';

test('testimonial carousel: every testimonial readable, dots link to each slide, a pause/play control', () => {
  const html = renderToString(<TestimonialCarousel testimonials={siteModel.home.testimonials} label="Depoimentos" />);
  const text = textOf(html);
  for (const t of siteModel.home.testimonials) assert.ok(text.includes(t.text) && text.includes(t.name), t.name);
  assert.match(html, /aria-roledescription="carrossel"/);
  const dots = links(html).filter((l) => l.name.startsWith('Depoimento '));
  assert.deepEqual(dots.map((d) => d.name), ['Depoimento 1 de 3', 'Depoimento 2 de 3', 'Depoimento 3 de 3']);
  for (const dot of dots) assert.match(html, new RegExp(`id="${dot.href.slice(1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`));
  assert.match(text, /Reproduzir rotação dos depoimentos/); // no rotation before script / under reduced motion
  assert.ok(text.includes('Nota 5 de 5'));
  // Before script, a dot followed by the browser cannot move a mark: none claims to be the current one, and every
  // slide is there for a screen reader.
  assert.doesNotMatch(html, /aria-current/);
  assert.doesNotMatch(html, /aria-roledescription="depoimento"[^>]*aria-hidden/);
});
