import assert from 'node:assert/strict';
import { test } from 'node:test';
import { siteModel } from '../../test/support/site-model.ts';
import { links, renderMarkup } from '../../test/support/render-markup.tsx';
import Booking from './Booking.tsx';
import { templates } from './index.ts';
import NotFound from './NotFound.tsx';
import Privacy from './Privacy.tsx';
import Thanks from './Thanks.tsx';


test('privacy page: controller, DPO name and e-mail, retention, policy html', () => {
  const { html, text } = renderMarkup(<Privacy site={siteModel} path="/politica-de-privacidade" />);
  assert.match(html, /<h1[^>]*>Política de Privacidade<\/h1>/);
  for (const part of [siteModel.privacy.controller, siteModel.privacy.dpoName, siteModel.privacy.dpoEmail, '180 dias']) assert.ok(text.includes(part), part);
  assert.ok(links(html).some((l) => l.href === `mailto:${siteModel.privacy.dpoEmail}`));
  assert.ok(html.includes(siteModel.privacy.html));
});
