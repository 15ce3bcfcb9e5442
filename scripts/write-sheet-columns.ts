// Writes src/validate/sheet-columns.generated.ts (the literal column facts the sheet row types are derived from)
// from schemas/*.schema.json. Run with `npm run sheet-types` after changing a schema.
import { writeFileSync } from 'node:fs';
import { SCHEMAS } from '../src/validate/schemas.ts';
import { SHEET_COLUMNS_FILE, sheetColumnsModule } from '../src/validate/sheet-columns-module.ts';

writeFileSync(SHEET_COLUMNS_FILE, sheetColumnsModule(SCHEMAS));
console.log(`Escrito ${SHEET_COLUMNS_FILE}`);
