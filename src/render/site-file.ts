/** One file of the built site: its path inside out/ and its contents, as render yields them and write stores them. */
export type SiteFile = [path: string, contents: string | Uint8Array];
