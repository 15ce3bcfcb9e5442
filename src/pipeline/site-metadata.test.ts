import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteModel } from '../../test/support/site-model.ts';
import { SITE_INFO_FILE } from '../write/site-info-file.ts';
import { siteInfoFile } from './site-metadata.ts';

test('the build tells the server the consent sentence its forms show, which is stored with each lead', () => {
  const [path, text] = siteInfoFile(siteModel);
  assert.equal(path, SITE_INFO_FILE);
  assert.equal(JSON.parse(String(text)).consentText, siteModel.texts.consentText);
  assert.ok(siteModel.texts.consentText.length > 0);
});

test('the build tells `leads purge` the retention period the privacy page promises', () => {
  const [, text] = siteInfoFile(siteModel);
  assert.equal(JSON.parse(String(text)).retentionDays, siteModel.privacy.retentionDays);
  assert.ok(siteModel.privacy.retentionDays > 0);
});
