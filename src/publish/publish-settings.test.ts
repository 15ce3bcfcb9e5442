import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { UserError } from '../errors/user-error.ts';
import { publishSettings } from './publish-settings.ts';

describe('publishSettings', () => {
  test('defaults: keep 5, hold above 10 % or 5 pages removed, or a price ×2 / ÷2', () => {
    assert.deepEqual(publishSettings({}, {}), { keep: 5, limits: { removedShare: 0.1, removedPages: 5, priceFactor: 2 } });
  });

  test('an option wins over its variable; a variable over the default', () => {
    const env = { CLINIC_SITE_KEEP_RELEASES: '9', CLINIC_SITE_GUARD_REMOVED_SHARE: '20%', CLINIC_SITE_GUARD_PRICE_FACTOR: '1,5' };
    assert.deepEqual(publishSettings({ keep: '3', maxRemovedPages: '0' }, env), { keep: 3, limits: { removedShare: 0.2, removedPages: 0, priceFactor: 1.5 } });
  });

  for (const [options, env, named] of [
    [{ keep: '1' }, {}, '--keep'],
    [{ maxPriceFactor: '1' }, {}, '--max-price-factor'],
    [{ maxRemovedShare: 'dez' }, {}, '--max-removed-share'],
    [{}, { CLINIC_SITE_GUARD_REMOVED_PAGES: '2.5' }, 'CLINIC_SITE_GUARD_REMOVED_PAGES'],
  ] as const) {
    test(`a wrong value of ${named} is a user error naming it`, () => {
      assert.throws(() => publishSettings(options, env), (e: unknown) => e instanceof UserError && e.code === 'OPCAO_DE_PUBLICACAO_INVALIDA' && e.message.includes(named));
    });
  }
});
