/**
 * Big workbooks for the memory and time budget: the sample's servicos.xlsx with either a large picture pasted in
 * (stored, incompressible) or tens of thousands of extra rows of text that compresses poorly. Built in the test.
 */
import { randomBytes } from 'node:crypto';
import { readZip, writeZip, type ZipEntry } from './zip.ts';

/** servicos.xlsx plus an incompressible "picture" so that the file is about `megabytes` MB. */
export function workbookWithPicture(sample: Uint8Array, megabytes: number): Buffer {
  const picture: ZipEntry = { name: 'xl/media/image1.jpeg', data: randomBytes(megabytes * 1024 * 1024 - sample.length), stored: true };
  return writeZip([...readZip(sample), picture]);
}

/**
 * servicos.xlsx whose first tab has extra rows of random text appended until the file is about `megabytes` MB:
 * a workbook that is big because of its data, the hardest kind to read.
 */
export function workbookWithRows(sample: Uint8Array, megabytes: number): Buffer {
  const entries = readZip(sample);
  const sheet = entries.find((e) => e.name === 'xl/worksheets/sheet1.xml')!;
  const xml = Buffer.from(sheet.data).toString('utf8');
  const rows: string[] = [];
  // Random base64 in XML compresses to about half: this many bytes of XML make the file the size asked for.
  const target = Math.floor(megabytes * 1024 * 1024 * 2);
  let size = 0;
  for (let r = 62; size < target; r++) {
    const cells = ['A', 'B', 'D', 'J']
      .map((column) => `<c r="${column}${r}" t="inlineStr"><is><t>${randomBytes(60).toString('base64')}</t></is></c>`)
      .join('');
    const row = `<row r="${r}">${cells}</row>`;
    rows.push(row);
    size += row.length;
  }
  const grown = xml.replace('</sheetData>', `${rows.join('')}</sheetData>`).replace(/<dimension ref="[^"]*"\/>/, '');
  return writeZip(entries.map((e) => (e === sheet ? { ...e, data: Buffer.from(grown, 'utf8') } : e)));
}

/**
 * servicos.xlsx whose Perguntas tab holds `count` rows of honest content: the sample's questions and answers repeated,
 * each round under new slugs (`botox-1`, `botox-2`, …), written the most verbose way (text inside each cell).
 */
export function workbookWithQuestions(sample: Uint8Array, count: number): Buffer {
  const entries = readZip(sample);
  const sheet = entries.find((e) => e.name === 'xl/worksheets/sheet2.xml')!;
  const xml = Buffer.from(sheet.data).toString('utf8');
  const rows = [...xml.matchAll(/<row r="(\d+)"[^>]*>(.*?)<\/row>/g)].map((m) => m[2]);
  const [header, ...questions] = rows;
  const out: string[] = [`<row r="1">${header}</row>`];
  for (let i = 0; i < count; i++) {
    const round = Math.floor(i / questions.length);
    const r = i + 2;
    const cells = questions[i % questions.length]
      .replace(/<c r="([A-Z]+)\d+"/g, `<c r="$1${r}"`)
      .replace(/(<c r="A\d+"[^>]*><v>)([^<]*)/, (_, open, slug) => `${open}${round ? `${slug}-${round}` : slug}`);
    out.push(`<row r="${r}">${cells}</row>`);
  }
  const grown = xml.replace(/<sheetData>.*<\/sheetData>/s, `<sheetData>${out.join('')}</sheetData>`).replace(/<dimension ref="[^"]*"\/>/, '');
  return writeZip(entries.map((e) => (e === sheet ? { ...e, data: Buffer.from(grown, 'utf8') } : e)));
}

/** servicos.xlsx whose Serviços tab is padded with repeated filler rows until its XML takes `megabytes` MB. */
export function workbookWithLargeTab(sample: Uint8Array, megabytes: number): Buffer {
  const entries = readZip(sample);
  const sheet = entries.find((e) => e.name === 'xl/worksheets/sheet1.xml')!;
  const xml = Buffer.from(sheet.data).toString('utf8');
  const target = megabytes * 1024 * 1024 - xml.length;
  const filler = 'colado por engano '.repeat(20);
  const rows: string[] = [];
  for (let r = 62, size = 0; size < target; r++) {
    const row = `<row r="${r}"><c r="J${r}" t="inlineStr"><is><t>${filler}</t></is></c></row>`;
    rows.push(row);
    size += row.length;
  }
  const grown = xml.replace('</sheetData>', `${rows.join('')}</sheetData>`);
  return writeZip(entries.map((e) => (e === sheet ? { ...e, data: Buffer.from(grown, 'utf8') } : e)));
}
