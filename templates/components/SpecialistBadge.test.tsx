import assert from 'node:assert/strict';
import { test } from 'node:test';
import { siteModel } from '../../test/support/site-model.ts';
import { renderMarkup } from '../../test/support/render-markup.tsx';
import { SpecialistBadge } from './SpecialistBadge.tsx';

test('SpecialistBadge always shows name, specialty, CRM and RQE next to "Especialista" (CFM rule)', () => {
  const { text } = renderMarkup(<SpecialistBadge doctor={siteModel.settings.doctor} />);
  assert.equal(text, 'Especialista Dra. Helena Exemplo Médica · CRM-SP 000000 · Dermatologia · RQE 00000');
});
