import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { UserError } from '../errors/user-error.ts';
import { shellWord } from './shell-words.ts';
import { targetAddress, targetLabel } from './target-address.ts';

describe('targetAddress', () => {
  const cases: [string, ReturnType<typeof targetAddress>][] = [
    ['/var/www/clinica', { kind: 'folder', path: '/var/www/clinica' }],
    ['file:///var/www/cl%C3%ADnica', { kind: 'folder', path: '/var/www/clínica' }],
    ['ssh://deploy@vps.exemplo.com.br:2222/var/www/clinica/', { kind: 'ssh', user: 'deploy', host: 'vps.exemplo.com.br', port: 2222, path: '/var/www/clinica' }],
    ['ssh://vps/srv/site', { kind: 'ssh', user: null, host: 'vps', port: null, path: '/srv/site' }],
    ['ssh://deploy@[::1]:22/srv/site', { kind: 'ssh', user: 'deploy', host: '::1', port: 22, path: '/srv/site' }],
    ['s3://site-da-clinica/www/', { kind: 's3', bucket: 'site-da-clinica', prefix: 'www' }],
    ['s3://site-da-clinica', { kind: 's3', bucket: 'site-da-clinica', prefix: '' }],
  ];
  for (const [text, expected] of cases) test(text, () => assert.deepEqual(targetAddress(text, {}), expected));

  test('the target may come from CLINIC_SITE_PUBLISH_TO, so a scheduled run needs no argument', () => {
    assert.deepEqual(targetAddress(undefined, { CLINIC_SITE_PUBLISH_TO: 's3://b1b/x' }), { kind: 's3', bucket: 'b1b', prefix: 'x' });
  });

  for (const bad of ['file://outra-maquina/x', 'file:///tmp/%00x', '/tmp/\0x', 'ftp://host/x', 'ssh://host/', 'ssh://host/relativo/../x\'y', 'ssh://user:senha@host/x', 's3://A_B/x', 'ssh://deploy:p:senha@host/x', 'ftp://deploy:senha@host/x', 's3://AKIA:senha@Bad_Bucket/www', 's3://AKIA:senha@site-da-clinica/www']) {
    test(`refuses ${bad} with a message that shows no password`, () => {
      assert.throws(() => targetAddress(bad, {}), (error: unknown) => {
        assert.ok(error instanceof UserError);
        assert.equal(error.code, 'DESTINO_INVALIDO');
        assert.doesNotMatch(error.message, /senha/);
        return true;
      });
    });
  }

  test('no target at all names the option and the variable', () => {
    assert.throws(() => targetAddress(undefined, {}), (e: UserError) => e.code === 'DESTINO_NAO_INFORMADO' && /CLINIC_SITE_PUBLISH_TO/.test(e.hint));
  });

  test('labels', () => {
    assert.equal(targetLabel(targetAddress('ssh://deploy@vps:2222/srv/site', {})), 'ssh://deploy@vps:2222/srv/site');
    assert.equal(targetLabel(targetAddress('s3://site-da-clinica/www', {})), 's3://site-da-clinica/www');
    // Messages suggest passing the label to --to again: an IPv6 address keeps its brackets.
    assert.equal(targetLabel(targetAddress('ssh://deploy@[::1]:2222/srv/site', {})), 'ssh://deploy@[::1]:2222/srv/site');
    assert.deepEqual(targetAddress(targetLabel(targetAddress('ssh://deploy@[::1]:2222/srv/site', {})), {}), targetAddress('ssh://deploy@[::1]:2222/srv/site', {}));
  });
});

describe('shellWord: a suggested command pasted as printed', () => {
  const cases: [string, string][] = [
    ['/var/www/clinica', '/var/www/clinica'],
    ['ssh://deploy@vps:2222/srv/site', 'ssh://deploy@vps:2222/srv/site'],
    ['/tmp/site da clinica', "'/tmp/site da clinica'"],
    ['ssh://u@h/tmp/a b;touch PWNED', "'ssh://u@h/tmp/a b;touch PWNED'"],
    ["/tmp/d'avila", "'/tmp/d'\\''avila'"],
    ['ssh://deploy@[::1]:2222/srv', "'ssh://deploy@[::1]:2222/srv'"], // brackets are a pattern to the shell
    ['$(rm -rf ~)', "'$(rm -rf ~)'"],
  ];
  for (const [word, shown] of cases) test(word, () => assert.equal(shellWord(word), shown));
});
