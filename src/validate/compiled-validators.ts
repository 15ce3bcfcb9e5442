/**
 * The validators of every schema, compiled once per version of the schemas and kept as JavaScript source in
 * node_modules/.cache/clinic-site (Ajv's standalone code). Compiling the thirteen schemas took a quarter to half a
 * second of every `build` and `validate`, a tenth of the sample's build; loading the kept source takes a few
 * milliseconds. The key covers the schemas, the format names and the versions of Ajv and of this file's code, so an
 * edit of a schema compiles again. Where the cache cannot be written (a read-only install), the validators are
 * compiled in memory as before.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type Ajv from 'ajv';
import { _, type Format, type Options, type ValidateFunction } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { packageRoot } from '../package-root.ts';

/** Changes when the way the source is written changes. */
const CODE_VERSION = 1;
/** The name the source asks for the formats by; answered with FORMATS. */
const FORMATS_MODULE = 'clinic-site/formats';

const require = createRequire(import.meta.url);

/** What the validators are made of: the schemas by id, the formats by name, and the Ajv instance over both. */
export interface SchemaSet {
  schemas: Record<string, object>;
  formats: Record<string, Format>;
  ajv(code?: Options['code']): Ajv;
}

const DEFAULT_CACHE = join(packageRoot, 'node_modules', '.cache', 'clinic-site');

function cacheFile({ schemas, formats }: SchemaSet, folder: string): string {
  const ajvVersion = (require('ajv/package.json') as { version: string }).version;
  const key = createHash('sha256')
    .update(JSON.stringify([CODE_VERSION, ajvVersion, Object.keys(formats), schemas]))
    .digest('hex')
    .slice(0, 16);
  return join(folder, `validadores-${key}.cjs`);
}

/** Ajv's standalone source of every schema, exported by schema id. */
export function validatorsSource(set: SchemaSet): string {
  const ajv = set.ajv({ source: true, formats: _`require(${FORMATS_MODULE})` });
  return standaloneCode(ajv, Object.fromEntries(Object.keys(set.schemas).map((id) => [id, id])));
}

function load(source: string, formats: Record<string, Format>): Record<string, ValidateFunction> {
  const module = { exports: {} as Record<string, ValidateFunction> };
  const requireFor = (name: string) => (name === FORMATS_MODULE ? formats : require(name));
  new Function('exports', 'require', 'module', source)(module.exports, requireFor, module);
  return module.exports;
}

/** The validators by schema id, from the kept source when there is one for these schemas (`folder`: tests). */
export function compiledValidators(set: SchemaSet, folder = DEFAULT_CACHE): Record<string, ValidateFunction> {
  const file = cacheFile(set, folder);
  if (existsSync(file)) {
    try {
      return load(readFileSync(file, 'utf8'), set.formats);
    } catch {
      // A damaged file: compiled again below.
    }
  }
  const source = validatorsSource(set);
  try {
    mkdirSync(join(file, '..'), { recursive: true });
    const staged = `${file}.${process.pid}`;
    writeFileSync(staged, source);
    renameSync(staged, file);
  } catch {
    // Not writable: the validators are used from memory.
  }
  return load(source, set.formats);
}
