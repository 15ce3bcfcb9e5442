/**
 * Whether a GET of a file the browser (or a cache in front of the server) already holds is answered "304 Not
 * Modified", as RFC 9110 §13.2.2 orders the validators. sirv compared `If-None-Match` with the file's ETag as text
 * and read nothing else: `If-None-Match: *`, a list of tags (what caches send), a strong form of the weak tag and
 * `If-Modified-Since` all got the whole file again, and its own 304 carried no ETag or Cache-Control.
 *
 * - `If-None-Match`, when present, decides alone: `*` (any version) or any tag of the list equal to the file's,
 *   compared weakly (`W/"x"` and `"x"` are the same version for a GET).
 * - Otherwise `If-Modified-Since`: not modified when the file's date is at or before it. A date that is not an
 *   HTTP date, or one later than now (a visitor's clock set wrong), is ignored, as HTTP/1.1 has it: the visitor
 *   gets the page rather than an old copy kept for ever.
 * @example notModified({ ifNoneMatch: '*' }, { etag: 'W/"10-1"' }) // true
 */
export function notModified(
  request: { ifNoneMatch?: string; ifModifiedSince?: string },
  file: { etag?: string; lastModified?: string },
  now = Date.now(),
): boolean {
  if (request.ifNoneMatch !== undefined) {
    if (request.ifNoneMatch.trim() === '*') return true;
    if (!file.etag) return false;
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
    const current = opaque(file.etag);
    return request.ifNoneMatch.split(',').some((tag) => opaque(tag) === current);
  }
  if (request.ifModifiedSince === undefined || !file.lastModified) return false;
  const since = Date.parse(request.ifModifiedSince);
  const modified = Date.parse(file.lastModified);
  if (Number.isNaN(since) || Number.isNaN(modified) || since > now) return false;
  return modified <= since;
}
