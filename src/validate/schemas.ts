/**
 * The one Ajv instance over schemas/*.json (docs/architecture.md#folders). Formats that need domain parsing (prices, durations, days)
 * use the cell parsers of src/parse, which the model uses too, so what validates is exactly what the model can read.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import type { SheetId, SheetRow } from './records.ts';
import addFormats from 'ajv-formats';
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

let ajv: Ajv | null = null;

function instance(): Ajv {
  if (ajv) return ajv;
  ajv = new Ajv({ allErrors: true, strict: true });
  addFormats(ajv, ['email']);
  ajv.addVocabulary(['x-coluna', 'x-campo', 'x-aba', 'x-chave-valor']);
  ajv.addFormat('preco', { type: 'string', validate: (v: string) => parsePrice(v) !== null });
  ajv.addFormat('duracao', { type: 'string', validate: (v: string) => parseDuration(v) !== null });
  ajv.addFormat('dias', { type: 'string', validate: (v: string) => parseDays(v) !== null });
  ajv.addFormat('horario', { type: 'string', validate: (v: string) => normalizeTime(v) !== null });
  ajv.addFormat('imagem', { type: 'string', validate: (v: string) => isImageCell(v.trim()) });
  ajv.addFormat('data', { type: 'string', validate: (v: string) => parseSheetDate(v) !== null });
  ajv.addFormat('sim-ou-nao', { type: 'string', validate: (v: string) => parseYesNo(v) !== null });
  ajv.addFormat('coordenada', { type: 'string', validate: (v: string) => /^-?\d{1,3}([.,]\d+)?$/.test(v.trim()) });
  for (const schema of Object.values(SCHEMAS)) ajv.addSchema(schema);
  return ajv;
}

/**
 * The compiled schema of a sheet; a row it accepts has the schema's row type (Ajv's type guard). Ajv compiles each
 * schema once and caches it.
 */
export function validatorFor<Id extends SheetId>(schemaId: Id): ValidateFunction<SheetRow<Id>> {
  const schema = SCHEMAS[schemaId];
  if (!schema) throw new Error(`schema desconhecido: ${schemaId}`);
  return instance().compile<SheetRow<Id>>(schema);
}
