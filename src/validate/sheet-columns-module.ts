/**
 * Writes src/validate/sheet-columns.generated.ts from schemas/*.schema.json: for each sheet schema, its columns as the
 * row types need them ('text', 'list' or the allowed values) and which are required. TypeScript reads a JSON import
 * with widened types (every `type` is just `string`, `required` is `string[]`), so the literal facts the row types
 * are derived from (src/validate/records.ts) live in this generated module; the JSON files stay the only source.
 *
 * Run `npm run sheet-types` after changing a schema; sheet-columns.test.ts fails until the file matches.
 */
import type { SheetSchema } from './schemas.ts';

export const SHEET_COLUMNS_FILE = new URL('./sheet-columns.generated.ts', import.meta.url).pathname;

function columnOf(property: SheetSchema['properties'][string]): string | string[] {
  if (property.enum) return property.enum;
  return property.type === 'array' ? 'list' : 'text';
}

/** The text of sheet-columns.generated.ts for these schemas, keyed by schema id in sorted order. */
export function sheetColumnsModule(schemas: Record<string, SheetSchema>): string {
  const entries = Object.keys(schemas)
    .sort()
    .map((id) => {
      const schema = schemas[id];
      const columns = Object.entries(schema.properties).map(([field, property]) => `      ${/^[A-Za-z_$][\w$]*$/.test(field) ? field : JSON.stringify(field)}: ${JSON.stringify(columnOf(property))},`);
      return [`  ${JSON.stringify(id)}: {`, `    required: ${JSON.stringify(schema.required)},`, '    columns: {', ...columns, '    },', '  },'].join('\n');
    });
  return [
    '// Generated from schemas/*.schema.json by `npm run sheet-types` (src/validate/sheet-columns-module.ts). Do not edit:',
    '// change the schema and run the command again.',
    '',
    'export const SHEET_COLUMNS = {',
    ...entries,
    '} as const;',
    '',
  ].join('\n');
}
