import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { ArticleRow, ServiceRow, TreatmentRow } from './records.ts';
import { SCHEMAS } from './schemas.ts';
import { SHEET_COLUMNS_FILE, sheetColumnsModule } from './sheet-columns-module.ts';

test('sheet-columns.generated.ts says what schemas/*.schema.json say (run `npm run sheet-types` after a schema change)', () => {
  assert.equal(readFileSync(SHEET_COLUMNS_FILE, 'utf8'), sheetColumnsModule(SCHEMAS));
});

// Checked by the type checker (`npx tsc --noEmit`): the row types follow the schemas.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const rowTypes: [
  Same<ServiceRow['category'], 'facial' | 'corporal' | 'capilar' | 'medicina'>,
  Same<ServiceRow['features'], string[]>,
  Same<TreatmentRow['subtitle'], string | undefined>,
  Same<ArticleRow['keywords'], string[] | undefined>,
] = [true, true, true, true];
void rowTypes;
