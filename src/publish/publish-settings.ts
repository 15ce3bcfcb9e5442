/**
 * The publication's settings, each from its option or else its environment variable (a scheduled run sets them once
 * in the workflow or the systemd unit), else the default. docs/publicar.md lists them.
 */
import { UserError } from '../errors/user-error.ts';
import { DEFAULT_GUARD_LIMITS, type GuardLimits } from './guard.ts';
import { DEFAULT_KEEP } from './release-layout.ts';

type Env = Record<string, string | undefined>;

export interface PublishSettingOptions {
  keep?: string;
  maxRemovedShare?: string;
  maxRemovedPages?: string;
  maxPriceFactor?: string;
}

function numberSetting(option: string | undefined, optionName: string, env: Env, variable: string, fallback: number, check: (n: number) => boolean, expected: string): number {
  const fromOption = option !== undefined;
  const raw = (fromOption ? option : env[variable])?.trim();
  if (!raw) return fallback;
  const value = Number(raw.replace(',', '.').replace(/%$/, ''));
  if (!Number.isFinite(value) || !check(value)) {
    throw new UserError('OPCAO_DE_PUBLICACAO_INVALIDA', { name: fromOption ? optionName : `A variável ${variable}`, value: raw, expected });
  }
  return value;
}

export function publishSettings(options: PublishSettingOptions, env: Env = process.env): { keep: number; limits: GuardLimits } {
  const keep = numberSetting(options.keep, '--keep', env, 'CLINIC_SITE_KEEP_RELEASES', DEFAULT_KEEP, (n) => Number.isInteger(n) && n >= 2 && n <= 100,
    'Use um número inteiro de 2 a 100 (quantas publicações ficam guardadas para poder voltar).');
  const share = numberSetting(options.maxRemovedShare, '--max-removed-share', env, 'CLINIC_SITE_GUARD_REMOVED_SHARE', DEFAULT_GUARD_LIMITS.removedShare * 100,
    (n) => n >= 0 && n <= 100, 'Use uma porcentagem de 0 a 100, por exemplo 10.');
  const pages = numberSetting(options.maxRemovedPages, '--max-removed-pages', env, 'CLINIC_SITE_GUARD_REMOVED_PAGES', DEFAULT_GUARD_LIMITS.removedPages,
    (n) => Number.isInteger(n) && n >= 0, 'Use um número inteiro de páginas, por exemplo 5.');
  const factor = numberSetting(options.maxPriceFactor, '--max-price-factor', env, 'CLINIC_SITE_GUARD_PRICE_FACTOR', DEFAULT_GUARD_LIMITS.priceFactor,
    (n) => n > 1 && n <= 1000, 'Use um número maior que 1, por exemplo 2 (preço dobrado ou reduzido à metade).');
  return { keep, limits: { removedShare: share / 100, removedPages: pages, priceFactor: factor } };
}
