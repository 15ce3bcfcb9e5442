/**
 * Publishing over SSH to a real OpenSSH server on a loopback port (Debian's openssh-server, started by the test with
 * its own host key and a temporary user key), with the system's rsync: the same layout as a folder, only changed
 * files travel, rollback and the lock work on the host.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readlinkSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { runCliAll as runCli } from '../../test/support/publish.ts';
import { copySample, editWorkbook, setCell } from '../../test/support/sheet-fixtures.ts';
import { startSshd, type Sshd } from '../../test/support/sshd.ts';
import { RSYNC, SSHD, skipWithout } from '../../test/support/system-programs.ts';
import { shellQuote } from './shell-words.ts';
import { failureText, rsyncStats, sshConnectionProblem } from './ssh-target.ts';

describe('rsyncStats and shellQuote', () => {
  test('reads the bytes and files rsync sent', () => {
    const stats = 'Number of regular files transferred: 3\nTotal file size: 8,123,456 bytes\nTotal bytes sent: 12,345\nTotal bytes received: 99';
    assert.deepEqual(rsyncStats(stats), { bytesSent: 12345, filesSent: 3 });
  });
  test('quotes any text as one word of the remote shell', () => {
    assert.equal(shellQuote("/var/www/it's"), `'/var/www/it'\\''s'`);
  });
  test("ssh's own connection failures in the operator's words, its English kept after them", () => {
    const cases: [string, RegExp | null][] = [
      ['deploy@vps: Permission denied (publickey).', /^o servidor recusou o acesso: a chave SSH .*; o ssh disse: "deploy@vps: Permission denied \(publickey\)\."$/],
      ['No ED25519 host key is known for vps and you have requested strict checking.\nHost key verification failed.', /^a identidade do servidor não está no known_hosts ou mudou/],
      ['ssh: Could not resolve hostname vps.exemplo: Name or service not known', /^o nome do servidor não foi encontrado/],
      ['ssh: connect to host 127.0.0.1 port 1: Connection refused', /^nada responde ao SSH nesse endereço e porta/],
      ['ssh: connect to host 10.0.0.9 port 22: Connection timed out', /^o servidor não respondeu/],
      ['rsync: [receiver] mkdir "/srv/x" failed: No space left on device (28)', null],
      // The host's own refusal to write is not a refused key.
      ["mkdir: cannot create directory '/srv/site': Permission denied", null],
      ['deploy@vps: Permission denied, please try again.', /^o servidor recusou o acesso/],
    ];
    for (const [stderr, expected] of cases) {
      const text = sshConnectionProblem(stderr);
      if (expected) assert.match(text ?? '', expected, stderr);
      else assert.equal(text, null, stderr);
    }
  });
  test('a command that took too long reads right whether the step is feminine or masculine', () => {
    const timedOut = { code: null, stdout: '', stderr: '' };
    assert.equal(failureText(timedOut, 'a troca da versão no ar', 'deploy@vps'), 'a troca da versão no ar demorou demais; a operação foi interrompida');
    assert.equal(failureText(timedOut, 'o envio com rsync', 'deploy@vps'), 'o envio com rsync demorou demais; a operação foi interrompida');
    assert.equal(failureText({ code: 1, stdout: '', stderr: 'mv: cannot move\n' }, 'a troca da versão no ar', 'deploy@vps'), 'a troca da versão no ar falhou (mv: cannot move)');
  });
  test("the host's disk problems in the operator's words, whichever line of rsync's says them", () => {
    const failed = (stderr: string) => failureText({ code: 11, stdout: '', stderr }, 'o envio com rsync', 'deploy@vps');
    const cases: [string, string][] = [
      [
        'rsync: [receiver] write failed on "/srv/site/releases/.x.parcial/servico/botox.html": No space left on device (28)\nrsync error: error in file IO (code 11) at receiver.c(380) [receiver=3.2.7]\n',
        'o envio com rsync falhou: o disco do servidor está cheio (ou acabou a cota do usuário); o servidor disse: "rsync: [receiver] write failed on "/srv/site/releases/.x.parcial/servico/botox.html": No space left on device (28)"',
      ],
      ["mkdir: cannot create directory '/srv/site': Permission denied\n", 'o envio com rsync falhou: o usuário do SSH não tem permissão para gravar nesse lugar do servidor (confira o dono da pasta); o servidor disse: "mkdir: cannot create directory \'/srv/site\': Permission denied"'],
      ["mkdir: cannot create directory '/srv/arquivo': File exists\n", 'o envio com rsync falhou: parte do caminho no servidor é um arquivo, não uma pasta; o servidor disse: "mkdir: cannot create directory \'/srv/arquivo\': File exists"'],
      ['rsync: mkstemp "/srv/x" failed: Read-only file system (30)\n', 'o envio com rsync falhou: o disco do servidor só permite leitura; o servidor disse: "rsync: mkstemp "/srv/x" failed: Read-only file system (30)"'],
    ];
    for (const [stderr, text] of cases) assert.equal(failed(stderr), text);
  });
});

const skip = skipWithout(SSHD) || skipWithout(RSYNC);

describe('publish over SSH', { skip }, () => {
  let sshd: Sshd;
  let sheets: string;
  let remote: string;
  let target: string;
  const saved = { ...process.env };
  const publish = (...extra: string[]) => runCli(['publish', '--to', target, '--sheets', sheets, '--date', '2026-03-12', ...extra]);
  const sentOf = (out: string) => {
    const match = /(\d+) arquivos? enviados? \(([\d.,]+) KB\)/.exec(out);
    assert.ok(match, out);
    return { files: Number(match[1]), kb: Number(match[2].replace(/\./g, '').replace(',', '.')) };
  };
  const releases = () => readdirSync(join(remote, 'releases')).sort();
  const live = (path: string) => readFileSync(join(remote, 'current', path), 'utf8');

  before(async () => {
    sshd = await startSshd();
    sheets = copySample('clinic-site-publish-ssh-');
    remote = join(sshd.dir, 'servidor', 'www');
    target = `ssh://${sshd.user}@127.0.0.1:${sshd.port}${remote}`;
    for (const name of ['CLINIC_SITE_SMTP_URL', 'CLINIC_SITE_SMTP_HOST']) delete process.env[name];
    process.env.CLINIC_SITE_SSH_COMMAND = sshd.sshCommand;
  });
  after(async () => {
    process.env = saved;
    await sshd?.stop();
    if (sheets) rmSync(dirname(sheets), { recursive: true, force: true });
  });

  let coldKb = 0;
  test('the first publication sends the whole site into releases/<date-time>/ and points current at it', async () => {
    const [code, out, err] = await publish();
    assert.equal(code, 0, err);
    assert.equal(releases().length, 1);
    assert.equal(readlinkSync(join(remote, 'current')), join('releases', releases()[0]));
    assert.match(live('servico/botox.html'), /A partir de R\$ 400/);
    coldKb = sentOf(out).kb;
    assert.ok(coldKb > 1000, `${coldKb} KB`);
  });

  test('nothing changed: nothing is sent', async () => {
    const [code, out] = await publish();
    assert.equal(code, 0);
    assert.match(out, /Nada mudou/);
    assert.equal(releases().length, 1);
  });

  test('one price changed: only the pages that show it travel, the rest are hard links on the host', async () => {
    editWorkbook(sheets, 'servicos', (tabs) => setCell(tabs.get('Serviços')!, 'botox', 'Preço', 'A partir de R$ 450'));
    const [code, out, err] = await publish();
    assert.equal(code, 0, err);
    assert.match(live('servico/botox.html'), /A partir de R\$ 450/);
    const sent = sentOf(out);
    assert.ok(sent.files < 20, `${sent.files} arquivos`);
    assert.ok(sent.kb < coldKb / 10, `${sent.kb} KB de ${coldKb} KB`);
    const [first, second] = releases().map((r) => join(remote, 'releases', r));
    assert.equal(statSync(join(second, 'politica-de-privacidade.html')).ino, statSync(join(first, 'politica-de-privacidade.html')).ino);
  });

  test('rollback points current back on the host', async () => {
    const [code, out, err] = await runCli(['rollback', '--to', target]);
    assert.equal(code, 0, err);
    assert.match(out, /voltou para a publicação/);
    assert.match(live('servico/botox.html'), /A partir de R\$ 400/);
  });

  test('after a rollback, a new publication goes back to what was live, not to the release rolled back', async () => {
    const wasLive = readlinkSync(join(remote, 'current')); // R$ 400; the R$ 450 release is newer by date
    editWorkbook(sheets, 'servicos', (tabs) => setCell(tabs.get('Serviços')!, 'botox', 'Preço', 'A partir de R$ 410'));
    const [code, , err] = await publish();
    assert.equal(code, 0, err);
    assert.match(live('servico/botox.html'), /A partir de R\$ 410/);
    const [back, , backErr] = await runCli(['rollback', '--to', target]);
    assert.equal(back, 0, backErr);
    assert.equal(readlinkSync(join(remote, 'current')), wasLive);
    assert.match(live('servico/botox.html'), /A partir de R\$ 400/);
  });

  test('the lock on the host names who holds it', async () => {
    const lock = join(remote, '.clinic-site-publicando');
    mkdirSync(lock);
    writeFileSync(join(lock, 'quem.json'), JSON.stringify({ who: 'ana@notebook (processo 9)', host: 'notebook', pid: 9, since: '2026-03-12T13:05:00.000Z' }));
    const [code, , err] = await publish();
    assert.equal(code, 1);
    assert.match(err, /Outra publicação está em andamento .*ana@notebook \(processo 9\)/);
    rmSync(lock, { recursive: true });
  });

  test('a host that does not answer: exit 1, the live site unchanged', async () => {
    const [code, , err] = await runCli(['rollback', '--to', `ssh://${sshd.user}@127.0.0.1:1${remote}`]);
    assert.equal(code, 1);
    assert.match(err, /Não foi possível voltar para a versão anterior em ssh:\/\/.*a conexão SSH com .* falhou: nada responde ao SSH nesse endereço e porta.*O site no ar continua o mesmo/);
    assert.doesNotMatch(err, /a trava da publicação falhou/);
  });

  test('a key the host does not accept, or a host not in known_hosts: each named in Portuguese', async () => {
    const withCommand = async (command: string) => {
      process.env.CLINIC_SITE_SSH_COMMAND = command;
      try {
        return await publish();
      } finally {
        process.env.CLINIC_SITE_SSH_COMMAND = sshd.sshCommand;
      }
    };
    const [wrongKey, , keyErr] = await withCommand(sshd.sshCommand.replace(/-i \S+/, '-o IdentitiesOnly=yes -i /dev/null'));
    assert.equal(wrongKey, 1);
    assert.match(keyErr, /o servidor recusou o acesso: a chave SSH ou o usuário não é aceito ali/);
    const [unknownHost, , hostErr] = await withCommand(sshd.sshCommand.replace(/UserKnownHostsFile=\S+/, 'UserKnownHostsFile=/dev/null'));
    assert.equal(unknownHost, 1);
    assert.match(hostErr, /a identidade do servidor não está no known_hosts ou mudou/);
  });

  test('an old release the host cannot remove is a warning once the new one is live: exit 0, nothing left to roll back to', async (t) => {
    // Every release so far holds a file the host cannot remove: whichever one --keep 2 prunes is stuck.
    const stuck = releases().map((name) => join(remote, 'releases', name, 'robots.txt'));
    if (spawnSync('chattr', ['+i', ...stuck]).status !== 0) return t.skip('chattr +i não funciona neste sistema de arquivos');
    try {
      editWorkbook(sheets, 'servicos', (tabs) => setCell(tabs.get('Serviços')!, 'botox', 'Preço', 'A partir de R$ 430'));
      const [code, , err] = await publish('--keep', '2');
      assert.equal(code, 0, err);
      assert.match(live('servico/botox.html'), /A partir de R\$ 430/);
      const named = /a nova versão está no ar, mas a versão antiga (\S+) não pôde ser apagada no servidor/.exec(err);
      assert.ok(named, err);
      assert.ok(!releases().includes(named[1]), 'renamed out of the releases: rollback cannot land on it');
    } finally {
      for (const name of readdirSync(join(remote, 'releases'))) spawnSync('chattr', ['-i', join(remote, 'releases', name, 'robots.txt')]);
      // The next publication removes what was left.
      editWorkbook(sheets, 'servicos', (tabs) => setCell(tabs.get('Serviços')!, 'botox', 'Preço', 'A partir de R$ 440'));
      assert.equal((await publish())[0], 0);
      assert.deepEqual(readdirSync(join(remote, 'releases')).filter((name) => name.startsWith('.')), []);
    }
  });

  test('a connection that drops after the switch, while old releases are removed, is a warning: the new release is live', async () => {
    // What ssh reports when the session dies once the host has switched `current` (the removal of a big old release
    // outlasting the connection): the real command ran, then "closed by remote host" and exit 255.
    const dropping = join(sshd.dir, 'ssh-que-cai.sh');
    writeFileSync(dropping, [
      'for last; do :; done',
      '"$@"; code=$?',
      'case "$last" in *NO_AR*) echo "Connection to 127.0.0.1 closed by remote host." >&2; exit 255;; esac',
      'exit $code',
    ].join('\n'));
    process.env.CLINIC_SITE_SSH_COMMAND = `sh ${dropping} ${sshd.sshCommand}`;
    try {
      editWorkbook(sheets, 'servicos', (tabs) => setCell(tabs.get('Serviços')!, 'botox', 'Preço', 'A partir de R$ 445'));
      const [code, out, err] = await publish('--keep', '2');
      assert.match(live('servico/botox.html'), /A partir de R\$ 445/);
      assert.equal(code, 0, err);
      assert.match(out, /Site atualizado|já está no ar/);
      assert.match(err, /a nova versão está no ar, mas a limpeza das versões antigas no servidor não terminou: .*closed by remote host/);
      assert.doesNotMatch(err, /continua o mesmo/);
    } finally {
      process.env.CLINIC_SITE_SSH_COMMAND = sshd.sshCommand;
    }
  });

  test('a current folder of its own on the host is refused before anything is sent', async () => {
    const other = join(sshd.dir, 'servidor', 'antigo');
    mkdirSync(join(other, 'current'), { recursive: true });
    writeFileSync(join(other, 'current', 'index.html'), 'site antigo');
    const [code, , err] = await runCli(['publish', '--to', `ssh://${sshd.user}@127.0.0.1:${sshd.port}${other}`, '--sheets', sheets, '--date', '2026-03-12']);
    assert.equal(code, 1);
    assert.match(err, /current/);
    assert.doesNotMatch(err, /cannot overwrite/);
    assert.deepEqual(readdirSync(join(other, 'releases')), [], 'nothing was sent');
    assert.equal(readFileSync(join(other, 'current', 'index.html'), 'utf8'), 'site antigo');
  });

  test('a page opened before the switch still finds the hashed image the new release dropped', async () => {
    const photo = join(sheets, 'imagens', 'clinica.svg');
    const original = readFileSync(photo, 'utf8');
    const clinicImages = () => readdirSync(join(remote, 'current', 'imagens')).filter((name) => /^clinica\.[0-9a-f]+\.svg$/.test(name)).sort();
    try {
      const [before] = clinicImages();
      writeFileSync(photo, original.replace('</svg>', '<rect width="1" height="1" fill="#fff"/></svg>'));
      const [code, , err] = await publish();
      assert.equal(code, 0, err);
      assert.equal(clinicImages().length, 2);
      assert.ok(clinicImages().includes(before), 'still there for one publication');
    } finally {
      writeFileSync(photo, original);
    }
  });
});
