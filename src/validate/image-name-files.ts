/**
 * The files an image cell written without its extension ('botox') most likely means. The format check refuses such a
 * cell without seeing the images folder (its results are kept between the rebuilds of a dev session, while files come
 * and go in the folder), so validateSheets hands its problems here, with the folder's listing, to name the files.
 */
import { problem, type Problem } from '../errors/problems.ts';
import { imageFileKey, type ImageFile } from '../read/image-files.ts';
import { IMAGES_FOLDER } from '../read/workbooks.ts';

/** The images folder as problems name it. */
export const IMAGES_FOLDER_LABEL = `${IMAGES_FOLDER}/ das planilhas`;

/** 'botox.png' → 'botox', compared as the server would not: capitals and accents' encodings aside. */
const stemKey = (name: string) => imageFileKey(name).replace(/\.[^.]*$/, '').toLowerCase();

/** The images of the folder named `name` plus an extension, in the folder's order ('botox' → ['botox.png']). */
export function filesNamed(name: string, images: Map<string, ImageFile>): string[] {
  const key = imageFileKey(name.trim()).toLowerCase();
  return [...images.values()].filter((file) => file.format && file.name.includes('.') && stemKey(file.name) === key).map((file) => file.name);
}

/** The problems, each IMAGEM_SEM_EXTENSAO naming the folder's files with that name (none, one or several). */
export function withImageNameFiles(problems: Problem[], images: Map<string, ImageFile>): Problem[] {
  return problems.map((p) => {
    if (p.code !== 'IMAGEM_SEM_EXTENSAO' || p.value === undefined) return p;
    const name = p.value.trim();
    return problem('IMAGEM_SEM_EXTENSAO', { name, folder: IMAGES_FOLDER_LABEL, files: filesNamed(name, images) }, p.location, {
      value: p.value,
      ...(p.row ? { row: p.row } : {}),
      severity: p.severity,
    });
  });
}
