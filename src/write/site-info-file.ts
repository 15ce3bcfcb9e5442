/**
 * The build's own metadata file in out/: a dotfile the static server never sends to visitors. The writer replaces
 * a non-empty folder only when this file shows that a build wrote it; the server reads the clinic's name and
 * contacts from it, and the next build reads the stored catalogue for its change report.
 */
export const SITE_INFO_FILE = '.clinic-site.json';
