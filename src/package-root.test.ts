import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launcherFlags, packageRoot } from './package-root.ts';

test('the launcher\'s Node.js flags are read from its first line, and npm run build and npm start pass the same ones', () => {
  const flags = launcherFlags();
  assert.deepEqual(flags, ['--max-semi-space-size=32']);
  const { scripts } = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  assert.equal(scripts.build, `node ${flags.join(' ')} bin/clinic-site.js build`);
  assert.ok(scripts.start!.startsWith(`node ${flags.join(' ')} bin/clinic-site.js build && `), scripts.start);
});
