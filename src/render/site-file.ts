/** One file of the built site: its path inside out/ and its contents, as render yields them and write stores them. */
export type SiteFile = [path: string, contents: string | Uint8Array];

/** A page the build keeps from the site it replaces (src/pipeline/kept-pages.ts): the file there, to link or copy. */
export interface KeptFile {
  keptFrom: string;
}

/** What the write stage receives: a file's contents, or a file of the previous site kept as it is. */
export type OutFile = SiteFile | [path: string, contents: KeptFile];
