import assert from 'node:assert/strict';
import { test } from 'node:test';
import { siteModel } from '../../test/support/site-model.ts';
import { links, renderMarkup } from '../../test/support/render-markup.tsx';
import Booking from './Booking.tsx';
import { templates } from './index.ts';
import NotFound from './NotFound.tsx';
import Privacy from './Privacy.tsx';
import Thanks from './Thanks.tsx';


test('the template map holds A\'s five pages under their template names', () => {
  assert.equal(templates.home.name, 'Home');
  assert.equal(templates.booking, Booking);
  assert.equal(templates.thanks, Thanks);
  assert.equal(templates.privacy, Privacy);
  assert.equal(templates.notFound, NotFound);
});
