/**
 * `clinic-site init [DIR]`: a starter sheets folder as staff should first see it (docs/architecture.md#staff-tools).
 * Refuses a folder that already has files, so it can never overwrite the clinic's sheets.
 */
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { UserError } from '../errors/user-error.ts';
import { IMAGES_FOLDER } from '../read/workbooks.ts';
import { EXAMPLE_IMAGE } from './examples.ts';
import { writeStarterWorkbooks } from './starter-workbooks.ts';

/** Writes every workbook (the optional blog too) and imagens/ into `folder`; returns the paths written, relative to it. */
export async function initSheets(folder: string): Promise<string[]> {
  if (existsSync(folder)) {
    if (!statSync(folder).isDirectory()) {
      throw new UserError('PASTA_INVALIDA', { folder });
    }
    if (readdirSync(folder).length) {
      throw new UserError('PASTA_NAO_VAZIA', { folder });
    }
  }
  mkdirSync(join(folder, IMAGES_FOLDER), { recursive: true });
  writeFileSync(join(folder, IMAGES_FOLDER, EXAMPLE_IMAGE.name), EXAMPLE_IMAGE.svg);
  const workbooks = await writeStarterWorkbooks(folder);
  return [...workbooks, `${IMAGES_FOLDER}/${EXAMPLE_IMAGE.name}`];
}
