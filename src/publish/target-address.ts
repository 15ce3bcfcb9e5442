/**
 * Where `clinic-site publish` puts the site (README, "Publicar com um comando"): a folder on this machine, a host
 * over SSH or an S3-compatible bucket. The operator writes it once, in `--to` or in CLINIC_SITE_PUBLISH_TO, so that a
 * scheduled run needs no argument.
 */
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { UserError } from '../errors/user-error.ts';

export type TargetAddress =
  | { kind: 'folder'; path: string }
  | { kind: 'ssh'; user: string | null; host: string; port: number | null; path: string }
  | { kind: 's3'; bucket: string; prefix: string };

/**
 * The target as a message may show it: a password written in it (never accepted) replaced, since messages reach the
 * terminal, the scheduled run's log and the staff's e-mail.
 * @example shownTarget('sftp://deploy:s3nh@vps/www') // 'sftp://deploy:…@vps/www'
 */
export const shownTarget = (raw: string) => raw.replace(/^([a-z][a-z0-9+.-]*:\/\/[^/:@]*):[^/]*?@/i, '$1:…@');

/** The environment variable a scheduled run reads when there is no `--to`. */
export const TARGET_VARIABLE = 'CLINIC_SITE_PUBLISH_TO';

/**
 * Parses a target as the operator writes it.
 * @example targetAddress('/var/www/clinica') // { kind: 'folder', path: '/var/www/clinica' }
 * @example targetAddress('ssh://deploy@vps.exemplo.com.br:2222/var/www/clinica') // kind 'ssh', port 2222
 * @example targetAddress('s3://site-da-clinica/www') // { kind: 's3', bucket: 'site-da-clinica', prefix: 'www' }
 */
export function targetAddress(text: string | undefined, env: Record<string, string | undefined> = process.env): TargetAddress {
  const raw = (text ?? env[TARGET_VARIABLE] ?? '').trim();
  if (!raw) throw new UserError('DESTINO_NAO_INFORMADO', { variable: TARGET_VARIABLE });
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(raw)?.[1].toLowerCase();
  if (!scheme) {
    if (raw.includes('\0')) throw new UserError('DESTINO_INVALIDO', { target: shownTarget(raw) });
    return { kind: 'folder', path: resolve(raw) };
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UserError('DESTINO_INVALIDO', { target: shownTarget(raw) });
  }
  if (scheme === 'file') {
    // file://otherhost/x names another machine's folder; %00 a name no file system takes.
    let path: string;
    try {
      path = fileURLToPath(url);
    } catch {
      throw new UserError('DESTINO_INVALIDO', { target: shownTarget(raw) });
    }
    if (path.includes('\0')) throw new UserError('DESTINO_INVALIDO', { target: shownTarget(raw) });
    return { kind: 'folder', path };
  }
  if (scheme === 'ssh') {
    const path = decodeURIComponent(url.pathname);
    if (!url.hostname || !isAbsolute(path) || path === '/' || /[\0\n'"\\$`]/.test(path) || url.password) {
      throw new UserError('DESTINO_INVALIDO', { target: shownTarget(raw) });
    }
    return {
      kind: 'ssh',
      user: url.username ? decodeURIComponent(url.username) : null,
      host: url.hostname.replace(/^\[|\]$/g, ''),
      port: url.port ? Number(url.port) : null,
      path: path.replace(/\/+$/, ''),
    };
  }
  if (scheme === 's3') {
    // Keys go in CLINIC_SITE_S3_ACCESS_KEY_ID and _SECRET_ACCESS_KEY (docs/publicar.md#s3), never in the address.
    if (url.username || url.password || !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(url.hostname)) throw new UserError('DESTINO_INVALIDO', { target: shownTarget(raw) });
    return { kind: 's3', bucket: url.hostname, prefix: decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '') };
  }
  throw new UserError('DESTINO_INVALIDO', { target: shownTarget(raw) });
}

/** How messages name a target: the folder, `ssh://user@host:port/path` or `s3://bucket/prefix`. */
export function targetLabel(target: TargetAddress): string {
  if (target.kind === 'folder') return target.path;
  if (target.kind === 's3') return `s3://${target.bucket}${target.prefix ? `/${target.prefix}` : ''}`;
  // An IPv6 address keeps its brackets: the label is also what messages suggest passing to --to again.
  const host = target.host.includes(':') ? `[${target.host}]` : target.host;
  return `ssh://${target.user ? `${target.user}@` : ''}${host}${target.port ? `:${target.port}` : ''}${target.path}`;
}
