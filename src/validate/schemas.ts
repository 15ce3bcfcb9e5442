/**
 * The one Ajv instance over schemas/*.json (docs/architecture.md#folders). Formats that need domain parsing (prices, durations, days)
 * use the cell parsers of src/parse, which the model uses too, so what validates is exactly what the model can read.
 */
import { isCouncilRegistration, isCrm, isRqe } from '../parse/registrations.ts';
import Ajv, { type Format, type Options, type ValidateFunction } from 'ajv';
import type { SheetId, SheetRow } from './records.ts';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { parsePrice } from '../parse/price.ts';
import { parseDuration } from '../parse/duration.ts';
import { normalizeTime, parseDays } from '../parse/hours.ts';
import { parseSheetDate } from '../parse/dates.ts';
import { parseYesNo } from '../parse/yes-no.ts';
import blog from '../../schemas/blog.schema.json' with { type: 'json' };
import clinica from '../../schemas/clinica.schema.json' with { type: 'json' };
import depoimentos from '../../schemas/depoimentos.schema.json' with { type: 'json' };
import horarios from '../../schemas/horarios.schema.json' with { type: 'json' };
import marcas from '../../schemas/marcas.schema.json' with { type: 'json' };
import perguntasInicio from '../../schemas/perguntas-inicio.schema.json' with { type: 'json' };
import perguntas from '../../schemas/perguntas.schema.json' with { type: 'json' };
import privacidade from '../../schemas/privacidade.schema.json' with { type: 'json' };
import protocolos from '../../schemas/protocolos.schema.json' with { type: 'json' };
import redesSociais from '../../schemas/redes-sociais.schema.json' with { type: 'json' };
import servicos from '../../schemas/servicos.schema.json' with { type: 'json' };
import textos from '../../schemas/textos.schema.json' with { type: 'json' };
import tratamentos from '../../schemas/tratamentos.schema.json' with { type: 'json' };
import { privateNetworkAllowed } from '../net/guarded-download.ts';
import { compiledValidators } from './compiled-validators.ts';

export interface PropertySchema {
  type: 'string' | 'array';
  description: string;
  'x-coluna'?: string;
  'x-campo'?: string;
  enum?: string[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
}

export interface SheetSchema {
  $id: string;
  title: string;
  'x-aba': string;
  'x-chave-valor'?: boolean;
  properties: Record<string, PropertySchema>;
  required: string[];
}

export const SCHEMAS: Record<string, SheetSchema> = Object.fromEntries(
  [blog, clinica, depoimentos, horarios, marcas, perguntasInicio, perguntas, privacidade, protocolos, redesSociais, servicos, textos, tratamentos].map(
    (schema) => [schema.$id, schema as unknown as SheetSchema],
  ),
);

const IMAGE = /^(https:\/\/\S+|[^/\\]+\.(jpe?g|png|webp|gif|svg|avif))$/i;
/** Plain http:// only where the operator keeps photos on a private host (the download refuses it anywhere else). */
const isImageCell = (cell: string) => IMAGE.test(cell) || (privateNetworkAllowed() && /^http:\/\/\S+$/i.test(cell));

/**
 * The formats of the schemas, by name, exactly as Ajv is given them: the compiled validators (src/validate/
 * compiled-validators.ts) take them from here by name.
 */
export const FORMATS: Record<string, Format> = {
  email: fullFormats.email,
  preco: { type: 'string', validate: (v: string) => parsePrice(v) !== null },
  duracao: { type: 'string', validate: (v: string) => parseDuration(v) !== null },
  dias: { type: 'string', validate: (v: string) => parseDays(v) !== null },
  horario: { type: 'string', validate: (v: string) => normalizeTime(v) !== null },
  imagem: { type: 'string', validate: (v: string) => isImageCell(v.trim()) },
  data: { type: 'string', validate: (v: string) => parseSheetDate(v) !== null },
  'sim-ou-nao': { type: 'string', validate: (v: string) => parseYesNo(v) !== null },
  coordenada: { type: 'string', validate: (v: string) => /^-?\d{1,3}([.,]\d+)?$/.test(v.trim()) },
  cep: { type: 'string', validate: (v: string) => /^\d{5}-\d{3}$/.test(v) },
  crm: { type: 'string', validate: isCrm },
  rqe: { type: 'string', validate: isRqe },
  'registro-profissional': { type: 'string', validate: isCouncilRegistration },
};

/** The Ajv instance over every schema; `code` options when it is to write the validators' source. */
export function schemaAjv(code?: Options['code']): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: true, ...(code ? { code } : {}) });
  ajv.addVocabulary(['x-coluna', 'x-campo', 'x-aba', 'x-chave-valor']);
  for (const [name, format] of Object.entries(FORMATS)) ajv.addFormat(name, format);
  for (const schema of Object.values(SCHEMAS)) ajv.addSchema(schema);
  return ajv;
}

let validators: Record<string, ValidateFunction> | null = null;

/** The compiled schema of a sheet; a row it accepts has the schema's row type (Ajv's type guard). */
export function validatorFor<Id extends SheetId>(schemaId: Id): ValidateFunction<SheetRow<Id>> {
  if (!SCHEMAS[schemaId]) throw new Error(`schema desconhecido: ${schemaId}`);
  validators ??= compiledValidators({ schemas: SCHEMAS, formats: FORMATS, ajv: schemaAjv });
  return validators[schemaId] as ValidateFunction<SheetRow<Id>>;
}
