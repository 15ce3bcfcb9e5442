/**
 * Every problem a person can cause in the sheets, with a stable code, a title, a message built from its arguments
 * and a hint saying what to do (after Astro's errors-data.ts). Written for clinic staff: Portuguese, no jargon.
 * The location is never part of the text: the reporter prints it from the problem's `location` field.
 * Mistakes outside the sheets (options, folders, the lead database) are in user-error-catalogue.ts.
 */
import { ADVERTISING_PROBLEMS } from './advertising-problems.ts';
import { CELL_VALUE_PROBLEMS } from './cell-value-problems.ts';
import { IMAGE_PROBLEMS } from './image-problems.ts';
import { PRICE_PROBLEMS } from './price-problems.ts';
import { PROGRAM_PROBLEMS } from './program-problems.ts';
import { REFERENCE_PROBLEMS } from './reference-problems.ts';
import { RICH_TEXT_PROBLEMS } from './rich-text-problems.ts';
import { SHEET_FILE_PROBLEMS } from './sheet-file-problems.ts';
import { SOURCE_PROBLEMS } from './source-problems.ts';
import { TABLE_LAYOUT_PROBLEMS } from './table-layout-problems.ts';

export type { Severity } from './problem-entry.ts';

/** Every problem, by code; one file per kind keeps each short. A code is unique across the files (tested). */
export const PROBLEMS = { ...SHEET_FILE_PROBLEMS, ...TABLE_LAYOUT_PROBLEMS, ...PROGRAM_PROBLEMS, ...CELL_VALUE_PROBLEMS, ...PRICE_PROBLEMS, ...REFERENCE_PROBLEMS, ...RICH_TEXT_PROBLEMS, ...IMAGE_PROBLEMS, ...ADVERTISING_PROBLEMS, ...SOURCE_PROBLEMS } as const;

export type ProblemCode = keyof typeof PROBLEMS;
