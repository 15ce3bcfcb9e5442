import { test } from 'node:test';
import assert from 'node:assert/strict';
import { outputPathOf } from './route-paths.ts';

test('outputPathOf maps clean URLs to .html files', () => {
  const cases: [string, string][] = [
    ['/', 'index.html'],
    ['/tratamento', 'tratamento.html'],
    ['/servico/botox', 'servico/botox.html'],
    ['/404', '404.html'],
  ];
  for (const [route, file] of cases) assert.equal(outputPathOf(route), file, route);
});
