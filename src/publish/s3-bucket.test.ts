/** The bucket's own operations against a stand-in for the service's answers that a local S3 server never gives. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UserError } from '../errors/user-error.ts';
import { s3Bucket } from './s3-bucket.ts';

test('a delete the service refuses for some keys, though it answers 200, is a failure that names one of them', async () => {
  // What AWS S3 answers to DeleteObjects for a key the access key may not delete.
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'Content-Type': 'application/xml' });
      response.end('<?xml version="1.0" encoding="UTF-8"?><DeleteResult><Error><Key>www/servico/jato.html</Key><Code>AccessDenied</Code><Message>Access Denied</Message></Error></DeleteResult>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const bucket = s3Bucket('b', 's3://b/www', { CLINIC_SITE_S3_ENDPOINT: endpoint, CLINIC_SITE_S3_ACCESS_KEY_ID: 'k', CLINIC_SITE_S3_SECRET_ACCESS_KEY: 's' });
    await assert.rejects(bucket.delete(['www/index-antigo.html', 'www/servico/jato.html']), (error: unknown) =>
      error instanceof UserError && error.code === 'DESTINO_INACESSIVEL' && /AccessDenied: 1 de 2 recusados, como www\/servico\/jato\.html: Access Denied/.test(error.message),
    );
  } finally {
    server.close();
  }
});
