/**
 * Which `Range` header of a request the static files may answer with part of a file (206). sirv reads any header as
 * a range and got several wrong: `bytes=-5` (the last 5 bytes, as a PDF reader or a resumed download asks) was
 * answered with the first 6 bytes, `bytes=abc` with a 206 of the whole file, two ranges with the first one alone, and
 * `bytes=5-2` threw after the status was sent (a cut answer and a stack trace in the operator's log for one request).
 *
 * Only one range from a given byte on is honoured (`bytes=100-` or `bytes=100-199`: what resuming and seeking ask).
 * Every other header is left out and the whole file goes out with 200, which HTTP allows for any range request
 * (RFC 9110 §14.2): the visitor gets correct bytes, never wrong ones. So is a range with `If-Range`, which asks for
 * part of a file only if it has not changed since: the whole file is always right.
 * @example honouredRange('bytes=100-199') // 'bytes=100-199'
 * @example honouredRange('bytes=-5') // null
 */
export function honouredRange(range: string | undefined, ifRange?: string | string[]): string | null {
  if (range === undefined || ifRange !== undefined) return null;
  const match = /^bytes=(\d{1,15})-(\d{0,15})$/.exec(range.trim());
  if (!match) return null;
  const [, start, end] = match;
  if (end !== '' && Number(end) < Number(start)) return null;
  return `bytes=${Number(start)}-${end === '' ? '' : Number(end)}`;
}
