/**
 * The few bucket operations the S3 target needs, with the maintained AWS SDK v3, for any S3-compatible service
 * (AWS S3, Cloudflare R2, Backblaze B2, MinIO). Settings come from the environment (docs/publicar.md#s3):
 * CLINIC_SITE_S3_ENDPOINT, CLINIC_SITE_S3_REGION, CLINIC_SITE_S3_ACCESS_KEY_ID, CLINIC_SITE_S3_SECRET_ACCESS_KEY; without
 * keys the SDK's own chain (AWS_ACCESS_KEY_ID, an instance role…) applies. Every failure becomes DESTINO_INACESSIVEL.
 */
import {
  CopyObjectCommand, DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { UserError } from '../errors/user-error.ts';

export interface Bucket {
  getText(key: string): Promise<string | null>;
  put(key: string, body: Buffer | string, headers?: { contentType?: string; cacheControl?: string; ifNoneMatch?: boolean }): Promise<boolean>;
  /** Server-side copy with new headers: nothing travels from this machine. */
  copy(from: string, to: string, headers: { contentType: string; cacheControl: string }): Promise<void>;
  list(prefix: string): Promise<string[]>;
  delete(keys: string[]): Promise<void>;
}

const REQUEST_MS = 60_000;

export function s3Bucket(name: string, label: string, env: Record<string, string | undefined>): Bucket {
  // The SDK warns, in English and on every run, that its versions published after January 2027 will need Node.js 22.
  // The version installed here is pinned (package.json), so the warning is no news to the operator reading the
  // publication's output; the README states the Node.js versions the tool supports.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const endpoint = env.CLINIC_SITE_S3_ENDPOINT?.trim();
  const accessKeyId = env.CLINIC_SITE_S3_ACCESS_KEY_ID?.trim();
  const config: S3ClientConfig = {
    region: env.CLINIC_SITE_S3_REGION?.trim() || (endpoint ? 'auto' : 'us-east-1'),
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    ...(accessKeyId ? { credentials: { accessKeyId, secretAccessKey: env.CLINIC_SITE_S3_SECRET_ACCESS_KEY ?? '' } } : {}),
    // R2 and B2 refuse the newer default checksums on some calls; the content hash is checked by our manifest.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  };
  const client = new S3Client(config);
  const call = async <T>(what: string, action: (signal: AbortSignal) => Promise<T>): Promise<T> => {
    try {
      return await action(AbortSignal.timeout(REQUEST_MS));
    } catch (error) {
      const e = error as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
      const status = e.$metadata?.httpStatusCode;
      const reason = `${what} falhou (${status ? `resposta ${status}, ` : ''}${e.name ?? 'erro'}: ${e.message ?? ''})`;
      throw new UserError('DESTINO_INACESSIVEL', { target: label, reason }, { cause: error });
    }
  };
  const missing = (error: unknown) => {
    const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    return e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
  };
  return {
    getText: (key) =>
      call(`a leitura de ${key}`, async (abortSignal) => {
        try {
          const answer = await client.send(new GetObjectCommand({ Bucket: name, Key: key }), { abortSignal });
          return (await answer.Body?.transformToString('utf8')) ?? '';
        } catch (error) {
          if (missing(error)) return null;
          throw error;
        }
      }),
    put: (key, body, headers = {}) =>
      call(`o envio de ${key}`, async (abortSignal) => {
        try {
          await client.send(
            new PutObjectCommand({
              Bucket: name, Key: key, Body: body, ContentType: headers.contentType, CacheControl: headers.cacheControl,
              ...(headers.ifNoneMatch ? { IfNoneMatch: '*' } : {}),
            }),
            { abortSignal },
          );
          return true;
        } catch (error) {
          if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 412) return false;
          throw error;
        }
      }),
    copy: (from, to, headers) =>
      call(`a cópia de ${to}`, async (abortSignal) => {
        await client.send(
          new CopyObjectCommand({
            Bucket: name, Key: to, CopySource: `${name}/${from.split('/').map(encodeURIComponent).join('/')}`,
            MetadataDirective: 'REPLACE', ContentType: headers.contentType, CacheControl: headers.cacheControl,
          }),
          { abortSignal },
        );
      }),
    list: (prefix) =>
      call(`a listagem de ${prefix}`, async (abortSignal) => {
        const keys: string[] = [];
        let token: string | undefined;
        do {
          const page = await client.send(new ListObjectsV2Command({ Bucket: name, Prefix: prefix, ContinuationToken: token }), { abortSignal });
          for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
        return keys;
      }),
    delete: async (keys) => {
      for (let i = 0; i < keys.length; i += 1000) {
        const batch = keys.slice(i, i + 1000);
        await call('a remoção de arquivos antigos', async (abortSignal) => {
          const answer = await client.send(new DeleteObjectsCommand({ Bucket: name, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }), { abortSignal });
          // The service answers 200 also when it refused some keys (no delete rights on them): it lists them instead.
          const refused = answer.Errors ?? [];
          if (refused.length) {
            const first = refused[0];
            throw Object.assign(new Error(`${refused.length} de ${batch.length} recusados, como ${first.Key}: ${first.Message ?? ''}`), { name: first.Code ?? 'erro' });
          }
        });
      }
    },
  };
}
