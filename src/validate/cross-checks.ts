/**
 * Checks that need more than one row or sheet: duplicate slugs, FAQ rows of unknown items, references
 * between catalogues, images that are not in the images folder, half-filled opening hours, links in the Markdown
 * texts to pages that do not exist.
 */
import { problem, type Problem } from '../errors/problems.ts';
import { rowRanges, type Location } from '../errors/location.ts';
import { dayName, normalizeTime, parseDays } from '../parse/hours.ts';
import { imageFileKey, type ImageFile } from '../read/image-files.ts';
import type { ClinicSettings, FaqRow, HoursRow, Located, PrivacySettings, SheetRecords, TextSettings } from './records.ts';
import { checkArticles } from './article-checks.ts';
import { checkTextLinks } from './markdown-links.ts';
import type { PageSlugs } from './site-pages.ts';
import { parseYesNo } from '../parse/yes-no.ts';
import { gluedAddresses } from './glued-addresses.ts';
import { SCHEMAS } from './schemas.ts';
import { IMAGES_FOLDER_LABEL } from './image-name-files.ts';

/** Each slug of a catalogue's rows, valid or not, with the first row that has it (src/validate/table-records.ts). */
export type SlugRows = ReadonlyMap<string, number>;

/**
 * The slugs of each catalogue; null when the catalogue could not be read (file missing or damaged, tab or column
 * missing). A reference into an unread catalogue is not checked: its problem is already reported once, and hundreds
 * of "unknown item" problems that follow from it would bury it.
 */
export interface KnownSlugs {
  services: SlugRows | null;
  treatments: SlugRows | null;
  protocols: SlugRows | null;
  /** Rows of each catalogue whose slug is empty or refused (src/validate/table-records.ts). */
  badSlugRows: { services: number[]; treatments: number[]; protocols: number[] };
}

/**
 * Keeps the first row of each slug and reports the others. `allRows`: the first row of each slug among every row of
 * the table, those with errors too, so a row that repeats the slug of a row with a bad price is reported in the same
 * run, not only once the price is fixed.
 */
export function withoutDuplicateSlugs<T extends { slug: string }>(rows: Located<T>[], problems: Problem[], allRows?: SlugRows | null): Located<T>[] {
  const first = new Map<string, Located<T>>();
  return rows.filter((row) => {
    const own = row.source.location.row ?? 0;
    const firstAnywhere = allRows?.get(row.value.slug);
    const earlier = first.get(row.value.slug)?.source.location.row ?? (firstAnywhere !== undefined && firstAnywhere < own ? firstAnywhere : undefined);
    if (earlier === undefined) {
      first.set(row.value.slug, row);
      return true;
    }
    const { location, row: context, value } = row.source.cell('slug');
    problems.push(problem('SLUG_REPETIDO', { slug: row.value.slug, firstRow: earlier }, location, { row: context, value }));
    return false;
  });
}

/** The rows with a bad slug, as a problem's argument: '3, 7–9' (absent when there are none). */
const badRowsArg = (rows: number[]) => (rows.length ? { badRows: rowRanges(rows) } : {});

function checkFaq(faq: Located<FaqRow>[], known: SlugRows | null, sheet: string, problems: Problem[], badRows: number[]) {
  if (!known) return;
  for (const row of faq) {
    if (known.has(row.value.slug)) continue;
    const { location, row: context, value } = row.source.cell('slug');
    problems.push(problem('PERGUNTA_SEM_ITEM', { slug: row.value.slug, sheet, ...badRowsArg(badRows) }, location, { row: context, value }));
  }
}

/**
 * The separator when a line of a list cell holds several addresses ("botox, preenchimento-labial" or with ";"): staff
 * separate them as they would in a sentence, where the cell wants one per line.
 */
function sameLineSeparator(line: string): string | null {
  const separator = /;/.test(line) ? ';' : /,/.test(line) ? ',' : null;
  if (!separator) return null;
  const parts = line.split(separator).map((part) => part.trim()).filter(Boolean);
  return parts.length > 1 && parts.every((part) => SLUG.test(part)) ? separator : null;
}

/** A well-formed address, as the catalogues' schemas define it. */
const SLUG = new RegExp(SCHEMAS.servicos.properties.slug.pattern!);

function checkReferences<T>(
  rows: Located<T>[],
  field: keyof T & string,
  known: SlugRows | null,
  catalogue: string,
  problems: Problem[],
  badRows: number[],
  code: 'REFERENCIA_DESCONHECIDA' | 'SERVICO_DO_PROTOCOLO_DESCONHECIDO' = 'REFERENCIA_DESCONHECIDA',
) {
  if (!known) return;
  for (const row of rows) {
    for (const slug of (row.value[field] as string[] | undefined) ?? []) {
      if (known.has(slug)) continue;
      const { location, row: context, value } = row.source.cell(field);
      const separator = sameLineSeparator(slug);
      // Glued addresses are lost items, not a typo: an error in every tab, protocols included.
      const glued = separator ? null : gluedAddresses(slug, known);
      if (glued) {
        problems.push(problem('ENDERECOS_COLADOS', { text: slug, parts: glued }, location, { row: context, value }));
        continue;
      }
      const args = { slug, ...(separator ? { separator } : badRowsArg(badRows)) };
      problems.push(
        code === 'REFERENCIA_DESCONHECIDA'
          ? problem(code, { ...args, catalogue }, location, { row: context, value })
          : problem(code, args, location, { row: context, value }),
      );
    }
  }
}

/** Minutes since midnight of 'HH:MM'; a closing '00:00' is midnight at the end of the day. */
const minutesOf = (time: string, closing: boolean) => (closing && time === '00:00' ? 24 * 60 : Number(time.slice(0, 2)) * 60 + Number(time.slice(3)));

/**
 * A row's opening hours in minutes; null when the row says the clinic is closed (both times empty); undefined when
 * one time is missing or unreadable, which has a problem of its own and is left out of the comparison.
 */
function periodOf(row: HoursRow): [number, number] | null | undefined {
  if (!row.opens && !row.closes) return null;
  const [opens, closes] = [row.opens && normalizeTime(row.opens), row.closes && normalizeTime(row.closes)];
  return opens && closes ? [minutesOf(opens, false), minutesOf(closes, true)] : undefined;
}

/**
 * A day in two rows of Horários is a lunch break when both rows have hours that do not overlap ("Segunda a Sexta"
 * 08:00–12:00 and 14:00–18:00): the site shows both. Otherwise ("Segunda a Sábado" 09:00–18:00 and "Sábado"
 * 09:00–13:00, or one of them closed) the site would show two contradicting hours for the day, and the structured data
 * would give search engines both: reported on the later row, naming the earlier one.
 */
function checkRepeatedDays(hours: Located<HoursRow>[], problems: Problem[]) {
  const earlier = new Map<string, { row: number; label: string; period: [number, number] | null }[]>();
  for (const row of hours) {
    const period = periodOf(row.value);
    if (period === undefined) continue;
    const days = parseDays(row.value.days) ?? [];
    const clash = days
      .flatMap((day) => (earlier.get(day) ?? []).map((other) => ({ day, other })))
      .find(({ other }) => !period || !other.period || (period[0] < other.period[1] && other.period[0] < period[1]));
    for (const day of days) earlier.set(day, [...(earlier.get(day) ?? []), { row: row.source.location.row ?? 0, label: row.value.days, period }]);
    if (!clash) continue;
    const { location, row: context, value } = row.source.cell('days');
    const closed = !period || !clash.other.period;
    problems.push(problem('DIA_REPETIDO', { day: dayName(clash.day), firstRow: clash.other.row, firstLabel: clash.other.label, closed }, location, { row: context, value }));
  }
}

const isRemote = (name: string) => /^https?:\/\//i.test(name);

/** An image the folder does not have, naming the file that differs only in capitals when there is one. */
function missingImage(name: string, images: Map<string, ImageFile>, location: Location, extra: Parameters<typeof problem>[3]): Problem {
  const lower = imageFileKey(name).toLowerCase();
  const similar = [...images.values()].find((file) => imageFileKey(file.name).toLowerCase() === lower)?.name;
  return problem('IMAGEM_AUSENTE', { file: name, folder: IMAGES_FOLDER_LABEL, ...(similar ? { similar } : {}) }, location, extra);
}

function checkImages<T>(rows: Located<T>[], fields: (keyof T & string)[], images: Map<string, ImageFile>, problems: Problem[]) {
  for (const row of rows) {
    for (const field of fields) {
      const name = String(row.value[field] ?? '').trim();
      if (!name || isRemote(name)) continue;
      const image = images.get(imageFileKey(name));
      if (image?.format) continue;
      // Where the cell is, only for a problem: asked for every row, it cost a save at 10,000 services tens of ms.
      const { location, row: context, value } = row.source.cell(field);
      if (!image) problems.push(missingImage(name, images, location, { row: context, value }));
      else problems.push(problem('IMAGEM_INVALIDA', { file: name, ...(image.size === 0 ? { empty: true } : {}) }, location, { row: context, value }));
    }
  }
}

/**
 * The whole of Brazil lies between these latitudes and longitudes (Caburaí to Chuí, Ponta do Seixas and Fernando de
 * Noronha to Serra do Divisor, with a margin): a clinic in BR outside them is a coordinate without its minus sign
 * (46.6652 for -46.6652, a point in China) or with the two swapped, which maps and search engines would show.
 */
const BRAZIL = { latitude: [-34.8, 5.3], longitude: [-74.1, -28.8] } as const;

/**
 * Latitude within ±90 and longitude within ±180 degrees (the format check only sees that they are numbers), and
 * inside Brazil when the country is BR.
 */
function checkCoordinates(clinic: Located<ClinicSettings>, problems: Problem[]) {
  const limits = [['latitude', 'Latitude', 90], ['longitude', 'Longitude', 180]] as const;
  for (const [field, name, max] of limits) {
    const text = clinic.value[field];
    if (typeof text !== 'string' || !text) continue;
    const degrees = Number(text.trim().replace(',', '.'));
    const { location, row: context, value } = clinic.source.cell(field);
    if (!Number.isFinite(degrees) || Math.abs(degrees) > max) {
      problems.push(problem('COORDENADA_FORA_DO_INTERVALO', { field: name, min: -max, max }, location, { row: context, value }));
      continue;
    }
    const [south, north] = BRAZIL[field];
    if (clinic.value.country === 'BR' && (degrees < south || degrees > north)) {
      problems.push(problem('COORDENADA_FORA_DO_BRASIL', { field: name, min: south, max: north }, location, { row: context, value }));
    }
  }
}

/** What the cross-checks read: every valid row, with the settings tabs null when they did not validate. */
export type CrossCheckRecords = Omit<SheetRecords, 'clinic' | 'texts' | 'privacy'> & {
  clinic: Located<ClinicSettings> | null;
  texts: Located<TextSettings> | null;
  privacy: Located<PrivacySettings> | null;
};

const present = <T>(record: Located<T> | null): Located<T>[] => (record ? [record] : []);

export function crossCheck(records: CrossCheckRecords, known: KnownSlugs, images: Map<string, ImageFile>, publicFiles: readonly string[] = []): Problem[] {
  const problems: Problem[] = [];
  const bad = known.badSlugRows;
  checkFaq(records.serviceFaq, known.services, 'Serviços', problems, bad.services);
  checkFaq(records.treatmentFaq, known.treatments, 'Tratamentos', problems, bad.treatments);
  checkFaq(records.protocolFaq, known.protocols, 'Protocolos', problems, bad.protocols);
  checkReferences(records.treatments, 'services', known.services, 'serviços', problems, bad.services);
  checkReferences(records.treatments, 'protocols', known.protocols, 'protocolos', problems, bad.protocols);
  checkReferences(present(records.texts), 'featuredServices', known.services, 'serviços', problems, bad.services);
  // The protocol page skips unknown service slugs (docs/site.md#protocol-detail); the build keeps going and warns.
  checkReferences(records.protocols, 'services', known.services, 'serviços', problems, bad.services, 'SERVICO_DO_PROTOCOLO_DESCONHECIDO');
  checkImages(records.services, ['image'], images, problems);
  checkImages(records.treatments, ['image'], images, problems);
  checkImages(records.protocols, ['image'], images, problems);
  checkImages(present(records.clinic), ['shareImage', 'logo', 'portrait'], images, problems);
  checkReferences(records.articles, 'services', known.services, 'serviços', problems, bad.services);
  checkReferences(records.articles, 'treatments', known.treatments, 'tratamentos', problems, bad.treatments);
  checkReferences(records.articles, 'protocols', known.protocols, 'protocolos', problems, bad.protocols);
  checkImages(records.articles, ['image'], images, problems);
  problems.push(...checkArticles(records.articles));
  checkRepeatedDays(records.hours, problems);
  for (const row of records.hours) {
    if (Boolean(row.value.opens) !== Boolean(row.value.closes)) {
      const { location, row: context, value } = row.source.cell(row.value.opens ? 'closes' : 'opens');
      problems.push(problem('HORARIO_INCOMPLETO', {}, location, { row: context, value }));
    } else if (row.value.opens && row.value.closes) {
      const [opens, closes] = [normalizeTime(row.value.opens), normalizeTime(row.value.closes)];
      // '00:00' as closing time reads as midnight, the end of the day.
      if (opens && closes && closes !== '00:00' && closes <= opens) {
        const { location, row: context, value } = row.source.cell('closes');
        problems.push(problem('HORARIO_INVERTIDO', { opens, closes }, location, { row: context, value }));
      }
    }
  }
  for (const clinic of present(records.clinic)) checkCoordinates(clinic, problems);
  const pages: PageSlugs = { servico: known.services, tratamento: known.treatments, protocolo: known.protocols, blog: new Set(records.articles.filter((a) => parseYesNo(a.value.publish) === true).map((a) => a.value.slug)), publicFiles: new Set(publicFiles) };
  checkTextLinks(records.services, 'content', pages, problems);
  checkTextLinks(records.treatments, 'longDescription', pages, problems);
  checkTextLinks(records.articles, 'body', pages, problems);
  checkTextLinks(present(records.texts), 'aboutText', pages, problems);
  checkTextLinks(present(records.privacy), 'text', pages, problems);
  return problems;
}
