/**
 * `clinic-site publish` and `rollback` to a folder target, end to end through the CLI (in process): a price edited in
 * the sheets is live in `current` after one command, staff get the e-mail through a local SMTP sink, the guard
 * holds what looks like a slip, the lock keeps two publishers apart, rollback goes back.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { startSmtpSink, type ReceivedMail } from '../../../test/support/leads.ts';
import { eventually } from '../../../test/support/eventually.ts';
import { freePort } from '../../../test/support/free-port.ts';
import { mailSubject as subject, runCliAll as runCli } from '../../../test/support/publish.ts';
import { copySample, editWorkbook, rowIndex, setCell } from '../../../test/support/sheet-fixtures.ts';
import { interruptedText } from './publish.ts';

let sheets: string;
let target: string;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const saved = { ...process.env };

const setPrice = (price: string) => editWorkbook(sheets, 'servicos', (tabs) => setCell(tabs.get('Serviços')!, 'botox', 'Preço', price));
const publish = (...extra: string[]) => runCli(['publish', '--to', target, '--sheets', sheets, '--date', '2026-03-12', ...extra]);
const current = () => readlinkSync(join(target, 'current'));
const releases = () => readdirSync(join(target, 'releases')).sort();
const live = (path: string) => readFileSync(join(target, 'current', path), 'utf8');
const mailCount = () => sink.mails.length;
const nextMail = async (count: number): Promise<ReceivedMail> => {
  await eventually(() => assert.ok(sink.mails.length > count, 'e-mail não chegou'), 10_000);
  return sink.mails[count];
};

before(async () => {
  sheets = copySample('clinic-site-publish-');
  target = join(dirname(sheets), 'www');
  sink = await startSmtpSink();
  Object.assign(process.env, {
    CLINIC_SITE_SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    CLINIC_SITE_MAIL_FROM: 'Site da Clínica <site@clinica.example>',
    CLINIC_SITE_MAIL_TO: 'recepcao@clinica.example',
  });
});
after(async () => {
  process.env = saved;
  await sink.close();
  rmSync(dirname(sheets), { recursive: true, force: true });
});

describe('publish to a folder', () => {
  test('the first publication creates releases/<date-time>/ and the current link, and tells staff', async () => {
    const [code, out] = await publish();
    assert.equal(code, 0, out);
    assert.deepEqual(releases().length, 1);
    assert.equal(current(), join('releases', releases()[0]));
    assert.match(live('servico/botox.html'), /A partir de R\$ 400/);
    assert.match(out, /Primeira publicação neste destino/);
    const mail = await nextMail(0);
    assert.equal(subject(mail), 'Site publicado');
    assert.deepEqual(mail.to, ['recepcao@clinica.example']);
  });

  test('nothing changed: nothing is deployed and no e-mail is sent', async () => {
    const mails = mailCount();
    const [code, out] = await publish();
    assert.equal(code, 0);
    assert.match(out, /Nada mudou desde a versão no ar .*nada foi enviado/);
    assert.equal(releases().length, 1);
    assert.equal(mailCount(), mails);
  });

  test('one price edited in the sheets is live in current after one command; only changed files are new', async () => {
    const first = join(target, 'releases', releases()[0]);
    setPrice('A partir de R$ 450');
    const mails = mailCount();
    const [code, out] = await publish();
    assert.equal(code, 0, out);
    assert.equal(releases().length, 2);
    assert.match(live('servico/botox.html'), /A partir de R\$ 450/);
    assert.match(out, /Toxina botulínica \(botox\): A partir de R\$ 400 → A partir de R\$ 450/);
    const sent = Number(/(\d+) arquivos? enviados?/.exec(out)?.[1]);
    assert.ok(sent > 0 && sent < 20, `enviados: ${sent}`);
    // An unchanged file is the same file on disk as in the previous release (a hard link), not a copy.
    const second = join(target, 'current');
    assert.equal(statSync(join(second, 'politica-de-privacidade.html')).ino, statSync(join(first, 'politica-de-privacidade.html')).ino);
    const mail = await nextMail(mails);
    assert.equal(subject(mail), 'Site atualizado: 1 preço alterado');
    assert.match(mail.text, /Toxina botulínica \(botox\): A partir de R\$ 400 → A partir de R\$ 450/);
    assert.match(mail.text, /clinic-site rollback --to /);
  });

  test('the guard holds a price multiplied by ten: exit 1, the change named, the live site unchanged, staff told how to confirm', async () => {
    const live1 = current();
    setPrice('A partir de R$ 4.500');
    const mails = mailCount();
    const [code, out, err] = await publish();
    assert.equal(code, 1);
    assert.equal(current(), live1);
    assert.match(err, /RETIDA/);
    assert.match(err, /Toxina botulínica \(botox\): A partir de R\$ 450 → A partir de R\$ 4\.500 \(×10\)/);
    // The command to confirm is this same publication: its sheets and date, not the default sheets/ of the folder
    // where it happens to be run.
    assert.ok(err.includes(`confirme: clinic-site publish --to ${target} --sheets ${sheets} --date 2026-03-12 --confirm`), err);
    assert.doesNotMatch(out, /Envio concluído/);
    const mail = await nextMail(mails);
    assert.equal(subject(mail), 'Publicação retida: confirme as mudanças no site');
    assert.match(mail.text, /R\$ 4\.500/);
  });

  test('--confirm publishes what the guard held, --keep prunes the oldest release, a mail failure fails nothing', async () => {
    const oldest = releases()[0];
    process.env.CLINIC_SITE_SMTP_URL = `smtp://127.0.0.1:${await freePort()}`; // nothing listens there
    try {
      const [code, out, err] = await publish('--confirm', '--keep', '2');
      assert.equal(code, 0, out);
      assert.match(err, /o e-mail para a equipe \(recepcao@clinica\.example\) não pôde ser enviado: .*A publicação não foi afetada\./);
    } finally {
      process.env.CLINIC_SITE_SMTP_URL = `smtp://127.0.0.1:${sink.port}`;
    }
    assert.match(live('servico/botox.html'), /A partir de R\$ 4\.500/);
    assert.equal(releases().length, 2);
    assert.ok(!releases().includes(oldest));
  });

  test('rollback points current back at the previous release, and tells staff the sheets will come back with the next one', async () => {
    const mails = mailCount();
    const [code, out, err] = await runCli(['rollback', '--to', target]);
    assert.equal(code, 0, out);
    assert.equal(current(), join('releases', releases()[0]));
    assert.match(live('servico/botox.html'), /A partir de R\$ 450/);
    assert.match(out, /voltou para a publicação/);
    assert.match(err, /a próxima publicação .* publica de novo o que está nas planilhas/);
    const mail = await nextMail(mails);
    assert.equal(subject(mail), 'Site voltou para a versão anterior');
    assert.match(mail.text, /corrija a planilha antes dela/);
  });

  test('a publication after a rollback records what was live: the next rollback goes back there, and --keep keeps it', async () => {
    const wasLive = current(); // R$ 450, rolled back to; the R$ 4.500 release is newer by date
    setPrice('A partir de R$ 460');
    const [code, out] = await publish('--keep', '2');
    assert.equal(code, 0, out);
    assert.match(live('servico/botox.html'), /A partir de R\$ 460/);
    assert.ok(releases().includes(basename(wasLive)), `a versão que estava no ar antes foi apagada: ${releases().join(', ')}`);
    const [back, backOut] = await runCli(['rollback', '--to', target]);
    assert.equal(back, 0, backOut);
    assert.equal(current(), wasLive);
    assert.match(live('servico/botox.html'), /A partir de R\$ 450/);
    setPrice('A partir de R$ 450');
  });

  test('sheet problems: exit 1, staff get the located problems and the assurance that the site is unchanged', async () => {
    const live1 = current();
    setPrice('quatrocentos');
    const mails = mailCount();
    const [code, , err] = await publish();
    assert.equal(code, 1);
    assert.equal(current(), live1);
    assert.match(err, /servicos\.xlsx/);
    const mail = await nextMail(mails);
    assert.equal(subject(mail), 'Site NÃO atualizado: há problemas nas planilhas');
    assert.match(mail.text, /continua exatamente como estava/);
    assert.match(mail.text, /servicos\.xlsx › Serviços/);
    assert.doesNotMatch(mail.text, /\x1b\[/);
    setPrice('A partir de R$ 450');
  });

  test('a lock held by another machine stops the publication naming who and since when; --break-lock recovers it', async () => {
    const lock = join(target, '.clinic-site-publicando');
    mkdirSync(lock);
    writeFileSync(join(lock, 'quem.json'), JSON.stringify({ who: 'deploy@outra-maquina (processo 7)', host: 'outra-maquina', pid: 7, since: '2026-03-12T13:05:00.000Z' }));
    const mails = mailCount();
    const [code, , err] = await publish();
    assert.equal(code, 1);
    assert.match(err, /Outra publicação está em andamento em .*deploy@outra-maquina \(processo 7\), desde 12\/03\/2026 às 10:05/);
    assert.match(err, /--break-lock/);
    // A scheduled publication blocked by a lock left elsewhere must not fail unheard: the staff are told.
    const mail = await nextMail(mails);
    assert.equal(subject(mail), 'Site NÃO atualizado: falha ao enviar');
    assert.match(mail.text, /Outra publicação está em andamento/);
    assert.equal(mail.text.split('continua').length - 1, 1, 'the live site is said to be unchanged once');
    assert.doesNotMatch(mail.text, /--break-lock|CLINIC_SITE_/, 'no operator commands for the staff');
    const [rollbackCode] = await runCli(['rollback', '--to', target]);
    assert.equal(rollbackCode, 1);
    const [again, out] = await publish('--break-lock');
    assert.equal(again, 0, out);
    assert.ok(!existsSync(lock));
  });

  test('a lock left by a dead process of this machine is taken over; without mail settings one warning says so', async () => {
    const lock = join(target, '.clinic-site-publicando');
    mkdirSync(lock);
    writeFileSync(join(lock, 'quem.json'), JSON.stringify({ who: 'eu', host: hostname(), pid: 2 ** 22 + 11, since: new Date().toISOString() }));
    delete process.env.CLINIC_SITE_SMTP_URL;
    const mails = mailCount();
    editWorkbook(sheets, 'servicos', (tabs) => {
      const services = tabs.get('Serviços')!;
      services.splice(rowIndex(services, 'jato-de-plasma'), 1);
      const faq = tabs.get('Perguntas')!;
      tabs.set('Perguntas', faq.filter((row) => row[0] !== 'jato-de-plasma'));
    });
    try {
      const [code, , err] = await publish('--max-removed-pages', '0');
      assert.equal(code, 1, err);
      assert.match(err, /Páginas que sairiam do site: 1 de \d+ \(o limite é 10 % do catálogo ou 0 páginas\)/);
      assert.match(err, /Serviço "Jato de plasma"  \(\/servico\/jato-de-plasma\)/);
      assert.equal(err.match(/o envio de e-mail não está configurado/g)?.length, 1);
      assert.equal(mailCount(), mails);
    } finally {
      process.env.CLINIC_SITE_SMTP_URL = `smtp://127.0.0.1:${sink.port}`;
    }
  });

  test('a lock folder no owner was ever written to (killed or a full disk in between) stops a publication only for a minute', async () => {
    const lock = join(target, '.clinic-site-publicando');
    mkdirSync(lock);
    const [busy, , busyErr] = await publish();
    assert.equal(busy, 1);
    assert.match(busyErr, /Outra publicação está em andamento .*: outro processo, desde hora desconhecida/);
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    utimesSync(lock, twoMinutesAgo, twoMinutesAgo);
    const [code, out, err] = await publish('--confirm');
    assert.equal(code, 0, out + err);
    assert.doesNotMatch(err, /Outra publicação/);
    assert.equal(existsSync(lock), false, 'released at the end');
  });

  test('what an interrupted publication left is removed by the next one; a current folder of its own is refused', async () => {
    const partial = join(target, 'releases', '.2026-03-11T09-00-00Z.parcial');
    mkdirSync(join(partial, 'servico'), { recursive: true });
    writeFileSync(join(partial, 'servico', 'botox.html'), 'metade');
    symlinkSync(join('releases', releases()[0]!), join(target, '.current.novo-4242'));
    setPrice('A partir de R$ 470');
    const [code, out] = await publish();
    assert.equal(code, 0, out);
    assert.ok(!existsSync(partial));
    assert.ok(!readdirSync(target).some((name) => name.startsWith('.current.novo')), readdirSync(target).join(', '));

    const other = join(dirname(sheets), 'outro-destino');
    mkdirSync(join(other, 'current'), { recursive: true });
    writeFileSync(join(other, 'current', 'index.html'), 'site antigo, feito à mão');
    const [refused, , err] = await runCli(['publish', '--to', other, '--sheets', sheets, '--date', '2026-03-12']);
    assert.equal(refused, 1);
    assert.match(err, /já existe uma pasta "current" que não foi criada pelo clinic-site; nada foi enviado/);
    assert.deepEqual(existsSync(join(other, 'releases')) ? readdirSync(join(other, 'releases')) : [], []);
    assert.equal(readFileSync(join(other, 'current', 'index.html'), 'utf8'), 'site antigo, feito à mão');
    // A folder with files of its own (the sheets folder itself, someone's documents): nothing is mixed into it.
    for (const folder of [sheets, join(dirname(sheets), 'documentos')]) {
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, 'leia-me.txt'), 'não apague');
      const before = readdirSync(folder).sort();
      const [busy, , busyErr] = await runCli(['publish', '--to', folder, '--sheets', sheets, '--date', '2026-03-12']);
      assert.equal(busy, 1, busyErr);
      assert.match(busyErr, /já tem arquivos que não são de publicações do clinic-site \(".*"(, ".*")*( e mais \d+)?\); nada foi enviado/);
      assert.deepEqual(readdirSync(folder).sort(), before, folder);
      rmSync(join(folder, 'leia-me.txt'));
    }
    setPrice('A partir de R$ 450');
  });

  test('a new folder on a read-only disk: the message says the disk only allows reading', async (t) => {
    const disk = join(dirname(sheets), 'somente-leitura');
    mkdirSync(disk);
    // A read-only disk of its own; where this process may not mount one (not root), there is nothing to try.
    if (spawnSync('mount', ['-t', 'tmpfs', '-o', 'ro,size=1m', 'tmpfs', disk]).status !== 0) return t.skip('mount indisponível');
    try {
      const [code, , err] = await runCli(['publish', '--to', join(disk, 'www'), '--sheets', sheets, '--date', '2026-03-12']);
      assert.equal(code, 1);
      assert.match(err, /Não foi possível publicar em .*somente-leitura\/www: o disco só permite leitura\./);
    } finally {
      spawnSync('umount', [disk]);
    }
  });

  test('a mistyped rollback destination is named, not created', async () => {
    const typo = join(dirname(sheets), 'wwww');
    const [code, , err] = await runCli(['rollback', '--to', typo]);
    assert.equal(code, 1);
    assert.match(err, /O destino .*wwww não existe: não há publicação ali para desfazer/);
    assert.ok(!existsSync(typo));
  });

  test('SIGTERM (systemd, a cancelled CI job): the message says how far it went, the lock is released, exit 143', async (t) => {
    const folder = join(dirname(sheets), 'www-sigterm');
    const cli = join(dirname(dirname(dirname(dirname(new URL(import.meta.url).pathname)))), 'bin', 'clinic-site.js');
    const child = spawn(process.execPath, [cli, 'publish', '--to', folder, '--sheets', sheets, '--date', '2026-03-12'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    child.stderr.on('data', (chunk) => (err += chunk));
    t.after(() => child.kill('SIGKILL'));
    await eventually(() => assert.ok(existsSync(join(folder, '.clinic-site-publicando')), 'a trava não foi tomada'), 20_000);
    child.kill('SIGTERM');
    const code = await new Promise((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
    assert.equal(code, 143, err);
    assert.match(err, /Publicação interrompida \(SIGTERM\)/);
    assert.ok(!existsSync(join(folder, '.clinic-site-publicando')), 'the lock is released for the next run');
  });

  test('Ctrl+C: what the message says depends on how far the publication went', () => {
    assert.match(interruptedText(null, '/var/www/x'), /nada foi enviado; o site no ar em \/var\/www\/x continua o mesmo\./);
    assert.match(interruptedText('sending', '/var/www/x'), /parou no meio e o site no ar continua o mesmo, a menos que/);
    assert.match(interruptedText('live', '/var/www/x'), /a versão nova já está no ar/);
  });

  test('rollback with no earlier release says so and changes nothing', async () => {
    const empty = join(dirname(sheets), 'vazio');
    mkdirSync(empty);
    const [code, , err] = await runCli(['rollback', '--to', empty]);
    assert.equal(code, 1);
    assert.match(err, /Não há versão anterior do site/);
  });

  test('no target: the message names --to and CLINIC_SITE_PUBLISH_TO', async () => {
    const [code, , err] = await runCli(['publish', '--sheets', sheets]);
    assert.equal(code, 1);
    assert.match(err, /CLINIC_SITE_PUBLISH_TO/);
  });
});

describe('publish: cleaning up after the switch', () => {
  test('an old release that cannot be removed after the switch is a warning: the publication succeeded and says so', async (t) => {
    target = join(dirname(sheets), 'www-limpeza');
    await setPrice('R$ 400');
    for (const price of ['R$ 410', 'R$ 420']) {
      await setPrice(price);
      assert.equal((await publish('--confirm'))[0], 0);
    }
    const oldest = releases()[0];
    const stuck = join(target, 'releases', oldest, 'robots.txt');
    if (spawnSync('chattr', ['+i', stuck]).status !== 0) return t.skip('chattr +i não funciona neste sistema de arquivos');
    try {
      await setPrice('R$ 4.600');
      const [code, out, err] = await publish('--confirm', '--keep', '2');
      assert.equal(code, 0, err);
      assert.match(live('servico/botox.html'), /A partir de R\$ 4\.600/);
      assert.match(err, /a nova versão está no ar, mas a versão antiga .* não pôde ser apagada/);
      assert.doesNotMatch(out + err, /Não foi possível publicar/);
      assert.ok(!releases().includes(oldest), 'not left where rollback would find it');
    } finally {
      spawnSync('chattr', ['-i', ...readdirSync(join(target, 'releases')).map((name) => join(target, 'releases', name, 'robots.txt'))]);
    }
    // The next publication removes what was left.
    await setPrice('R$ 4.500');
    const [again] = await publish('--confirm');
    assert.equal(again, 0);
    assert.deepEqual(readdirSync(join(target, 'releases')).filter((name) => name.startsWith('.')), []);
  });
});

describe('publish: a page opened before the switch', () => {
  test('still finds the hashed files the new release dropped, for one publication', async () => {
    target = join(dirname(sheets), 'www-hashes');
    const photo = join(sheets, 'imagens', 'clinica.svg');
    const original = readFileSync(photo, 'utf8');
    const clinicImages = () => readdirSync(join(target, 'current', 'imagens')).filter((name) => /^clinica\.[0-9a-f]+\.svg$/.test(name)).sort();
    try {
      assert.equal((await publish('--confirm'))[0], 0);
      const [v1] = clinicImages();
      writeFileSync(photo, original.replace('</svg>', '<rect width="1" height="1" fill="#fff"/></svg>'));
      assert.equal((await publish('--confirm'))[0], 0);
      const afterSecond = clinicImages();
      assert.equal(afterSecond.length, 2, afterSecond.join(', '));
      assert.ok(afterSecond.includes(v1), 'the image a page opened before the switch names is still there');
      const v2 = afterSecond.find((name) => name !== v1)!;
      const manifest = readFileSync(join(target, 'current', '.clinic-site-release.json'), 'utf8');
      assert.ok(!manifest.includes(v1), 'kept, but not part of the release');
      writeFileSync(photo, original.replace('</svg>', '<rect width="2" height="2" fill="#fff"/></svg>'));
      assert.equal((await publish('--confirm'))[0], 0);
      const afterThird = clinicImages();
      assert.ok(!afterThird.includes(v1), 'kept for one publication only');
      assert.ok(afterThird.includes(v2));
    } finally {
      writeFileSync(photo, original);
    }
  });
});

describe('publish: a live file edited or damaged in place', () => {
  test('the next publication finds it and sends the build\'s copy again; rollback refuses a release that shares it', async () => {
    target = join(dirname(sheets), 'www-alterado');
    assert.equal((await publish('--confirm'))[0], 0);
    const first = current();
    assert.equal((await publish('--confirm', '--site-url', 'https://outra.clinica.example'))[0], 0);
    // Unchanged files are hard links: an edit in place reaches every release that has the file.
    const page = `assets/${readdirSync(join(target, 'current', 'assets')).find((name) => /^site-.*\.css$/.test(name))}`;
    const built = live(page);
    writeFileSync(join(target, 'current', page), 'body{display:none}');
    assert.equal(readFileSync(join(target, first, page), 'utf8'), 'body{display:none}');

    const [code, out, err] = await publish('--confirm', '--site-url', 'https://outra.clinica.example');
    assert.equal(code, 0, out + err);
    assert.doesNotMatch(out, /Nada mudou/, 'the same build, but the live site is not what was published');
    assert.ok(err.includes(`1 arquivo(s) do site no ar em ${target} não são mais os publicados (alterados ou danificados depois da publicação): "${page}". Esta publicação os substitui`), err);
    assert.equal(live(page), built, 'the build\'s copy is live again');

    // The releases before still share the edited file: going back to one would publish it.
    const [back, backOut, backErr] = await runCli(['rollback', '--to', target]);
    assert.equal(back, 1, backOut);
    assert.ok(backErr.includes(`tem arquivos alterados depois de publicada: "${page}". Voltar para ela publicaria esses arquivos assim; nada foi alterado.`), backErr);
    assert.equal(live(page), built, 'still the repaired release');
  });
});
