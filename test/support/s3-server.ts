/**
 * A local S3-compatible server for the bucket publish tests: s3rver (pure JavaScript, from npm) on 127.0.0.1 with a
 * free port, its files in a temporary folder, one bucket, and the settings `clinic-site publish` reads.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface S3Server {
  bucket: string;
  endpoint: string;
  /** CLINIC_SITE_S3_* for this server. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'site-da-clinica'): Promise<S3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'clinic-site-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    bucket,
    endpoint,
    env: {
      CLINIC_SITE_S3_ENDPOINT: endpoint,
      CLINIC_SITE_S3_REGION: 'us-east-1',
      // s3rver's fixed test keys.
      CLINIC_SITE_S3_ACCESS_KEY_ID: 'S3RVER',
      CLINIC_SITE_S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
