/**
 * `clinic-site init [DIR]`: a starter sheets folder as staff should first see it (docs/architecture.md#staff-tools).
 * Refuses a folder that already has files, so it can never overwrite the clinic's sheets.
 */
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileErrorReason, isFileError } from '../errors/file-errors.ts';
import { UserError } from '../errors/user-error.ts';
import { makeFolders } from '../folders.ts';
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
  try {
    // One level at a time: Node's recursive mkdir never returns where a folder cannot be made (under /proc).
    makeFolders(join(folder, IMAGES_FOLDER));
  } catch (error) {
    if (!isFileError(error)) throw error;
    throw new UserError('PASTA_IMPOSSIVEL', { folder, reason: fileErrorReason(error, true) }, { cause: error });
  }
  writeFileSync(join(folder, IMAGES_FOLDER, EXAMPLE_IMAGE.name), EXAMPLE_IMAGE.svg);
  const workbooks = await writeStarterWorkbooks(folder);
  return [...workbooks, `${IMAGES_FOLDER}/${EXAMPLE_IMAGE.name}`];
}
