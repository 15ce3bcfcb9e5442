/**
 * The `Location` of every redirect `serve` answers: always a path on this site. A browser reads `//host/x` and
 * `/\host/x` as an address on another host, so a run of slashes or backslashes at the start of the path becomes one
 * slash before anything is sent (otherwise `GET //golpe.example/` → `301 //golpe.example` sends the visitor away).
 */
export function redirectLocation(pathname: string, query = ''): string {
  const onThisSite = `/${pathname.replace(/^[/\\]+/, '')}`;
  // encodeURI leaves '/' alone and escapes '\' (%5C), spaces, accents and control characters.
  return encodeURI(onThisSite) + (query.startsWith('?') ? query.replace(/[\r\n]/g, '') : '');
}
