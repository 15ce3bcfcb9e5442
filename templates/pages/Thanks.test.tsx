import assert from 'node:assert/strict';
import { test } from 'node:test';
import { siteModel } from '../../test/support/site-model.ts';
import { links, renderMarkup } from '../../test/support/render-markup.tsx';
import Booking from './Booking.tsx';
import { templates } from './index.ts';
import NotFound from './NotFound.tsx';
import Privacy from './Privacy.tsx';
import Thanks from './Thanks.tsx';


test('thanks page: success, e-mail and WhatsApp info, home and WhatsApp links, next steps, catalogue links', () => {
  const { html, text } = renderMarkup(<Thanks site={siteModel} path="/obrigado" />);
  assert.ok(text.includes(siteModel.texts.thanksMessage));
  assert.ok(text.includes('Solicitação enviada com sucesso!'));
  for (const step of ['Análise da solicitação', 'Confirmação do horário', 'Agendamento concluído']) assert.ok(text.includes(step), step);
  const hrefs = links(html).map((l) => l.href);
  for (const href of ['/', '/tratamento', '/protocolo', '/servico', 'mailto:contato@clinica-aurora.example']) assert.ok(hrefs.includes(href), href);
  assert.ok(hrefs.some((h) => h.startsWith('https://wa.me/')));
});
