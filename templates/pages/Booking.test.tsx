import assert from 'node:assert/strict';
import { test } from 'node:test';
import { siteModel } from '../../test/support/site-model.ts';
import { links, renderMarkup } from '../../test/support/render-markup.tsx';
import Booking from './Booking.tsx';
import { templates } from './index.ts';
import NotFound from './NotFound.tsx';
import Privacy from './Privacy.tsx';
import Thanks from './Thanks.tsx';


test('booking page: form island, 3 steps, spam/WhatsApp note, 24 h note, WhatsApp and phone alternatives', () => {
  const { html, text, islands } = renderMarkup(<Booking site={siteModel} path="/agendar-online" />);
  assert.ok(islands.some((i) => i.name === 'BookingForm' && (i.props as { thanksPath: string }).thanksPath === '/obrigado'));
  assert.match(html, /Solicitar Agendamento/);
  for (const step of ['Solicitação recebida', 'Contato para confirmar', 'Agendamento concluído']) assert.ok(text.includes(step), step);
  assert.ok(text.includes('24 horas'));
  assert.ok(text.includes('spam'));
  const hrefs = links(html).map((l) => l.href);
  assert.ok(hrefs.some((h) => h.startsWith('https://wa.me/5511955550100?text=')));
  assert.ok(hrefs.includes('tel:+551155550100'));
  assert.match(html, /aria-label="Trilha de navegação"/);
});
