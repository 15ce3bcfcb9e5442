import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ISLANDS, islandNameOf, islandNames } from './registry.ts';

test('each registered island is the default export of templates/islands/{name}.tsx', async () => {
  for (const name of islandNames()) {
    const file = fileURLToPath(new URL(`./${name}.tsx`, import.meta.url));
    assert.ok(existsSync(file), `${name}.tsx não existe`);
    const module = (await import(file)) as { default: unknown };
    assert.equal(module.default, ISLANDS[name], `${name}.tsx não exporta a ilha registrada como ${name}`);
    assert.equal(islandNameOf(ISLANDS[name]), name);
  }
});

test('a component that is not registered has no island name', () => {
  assert.equal(islandNameOf(() => null), undefined);
});
