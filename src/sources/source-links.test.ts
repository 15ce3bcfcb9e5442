import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readSourceLink, spreadsheetLink } from './source-links.ts';

const ID = '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const PUB = '2PACX-1vQx8y7Z_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUV';
const EXPORT = `https://docs.google.com/spreadsheets/d/${ID}/export?format=xlsx`;
const PUBLISHED = `https://docs.google.com/spreadsheets/d/e/${PUB}/pub?output=xlsx`;

test('links staff paste → the download of the whole workbook', () => {
  const rows: [string, string, string, string?][] = [
    // [link, download address, format, gid in the link]
    [`https://docs.google.com/spreadsheets/d/${ID}/edit#gid=0`, EXPORT, 'xlsx', '0'],
    [`https://docs.google.com/spreadsheets/d/${ID}/edit#gid=1843020357`, EXPORT, 'xlsx', '1843020357'],
    [`https://docs.google.com/spreadsheets/d/${ID}/edit?usp=sharing`, EXPORT, 'xlsx'],
    [`https://docs.google.com/spreadsheets/d/${ID}/edit?gid=512&usp=drive_link#gid=512`, EXPORT, 'xlsx', '512'],
    [`https://docs.google.com/spreadsheets/u/1/d/${ID}/edit`, EXPORT, 'xlsx'],
    [`https://docs.google.com/spreadsheets/d/${ID}`, EXPORT, 'xlsx'],
    [`https://docs.google.com/spreadsheets/d/${ID}/export?format=csv&gid=7`, EXPORT, 'xlsx', '7'],
    [`https://docs.google.com/spreadsheets/d/e/${PUB}/pubhtml`, PUBLISHED, 'xlsx'],
    [`https://docs.google.com/spreadsheets/d/e/${PUB}/pub?output=csv`, PUBLISHED, 'xlsx'],
    [`https://docs.google.com/spreadsheets/d/e/${PUB}/pub?gid=0&single=true&output=csv`, PUBLISHED, 'xlsx'],
    [`https://drive.google.com/file/d/${ID}/view?usp=sharing`, `https://drive.google.com/uc?export=download&id=${ID}`, 'xlsx'],
    ['https://1drv.ms/x/s!AkLq2bXyZ0123456789abcdEFG?e=Ab12Cd', 'https://api.onedrive.com/v1.0/shares/u!aHR0cHM6Ly8xZHJ2Lm1zL3gvcyFBa0xxMmJYeVowMTIzNDU2Nzg5YWJjZEVGRz9lPUFiMTJDZA/root/content', 'xlsx'],
    ['https://1drv.ms/x/c/4a1b2c3d4e5f6a7b/EaBcDeFgHiJkLmNoPqRsTuV?e=xYz123', 'https://api.onedrive.com/v1.0/shares/u!aHR0cHM6Ly8xZHJ2Lm1zL3gvYy80YTFiMmMzZDRlNWY2YTdiL0VhQmNEZUZnSGlKa0xtTm9QcVJzVHVWP2U9eFl6MTIz/root/content', 'xlsx'],
    ['https://onedrive.live.com/edit.aspx?resid=4A1B2C3D4E5F6A7B!123&cid=4a1b2c3d4e5f6a7b', 'https://api.onedrive.com/v1.0/shares/u!aHR0cHM6Ly9vbmVkcml2ZS5saXZlLmNvbS9lZGl0LmFzcHg_cmVzaWQ9NEExQjJDM0Q0RTVGNkE3QiExMjMmY2lkPTRhMWIyYzNkNGU1ZjZhN2I/root/content', 'xlsx'],
    ['https://clinicabela.sharepoint.com/:x:/s/Recepcao/EfGh1234IjKlMnOp?e=AbCdEf', 'https://clinicabela.sharepoint.com/:x:/s/Recepcao/EfGh1234IjKlMnOp?e=AbCdEf&download=1', 'xlsx'],
    ['https://clinicabela-my.sharepoint.com/:x:/g/personal/ana_clinicabela_com_br/EQ1w2e3r?e=z9Y8x7', 'https://clinicabela-my.sharepoint.com/:x:/g/personal/ana_clinicabela_com_br/EQ1w2e3r?e=z9Y8x7&download=1', 'xlsx'],
    ['https://www.dropbox.com/s/a1b2c3d4e5f6g7h/servicos.xlsx?dl=0', 'https://www.dropbox.com/s/a1b2c3d4e5f6g7h/servicos.xlsx?dl=1', 'xlsx'],
    ['https://www.dropbox.com/scl/fi/k3j4h5g6f7d8s9a0/servicos.ods?rlkey=abc123def456&st=x1y2z3&dl=0', 'https://www.dropbox.com/scl/fi/k3j4h5g6f7d8s9a0/servicos.ods?rlkey=abc123def456&st=x1y2z3&dl=1', 'ods'],
    ['https://arquivos.clinicabela.com.br/planilhas/servicos.xlsx', 'https://arquivos.clinicabela.com.br/planilhas/servicos.xlsx', 'xlsx'],
    ['https://arquivos.clinicabela.com.br/planilhas/Blog.ODS?v=3#topo', 'https://arquivos.clinicabela.com.br/planilhas/Blog.ODS?v=3', 'ods'],
    ['https://raw.githubusercontent.com/clinica/site/main/servicos-perguntas.csv', 'https://raw.githubusercontent.com/clinica/site/main/servicos-perguntas.csv', 'csv'],
    ['http://nas.local/planilhas/servicos.xlsx', 'http://nas.local/planilhas/servicos.xlsx', 'xlsx'],
  ];
  for (const [link, url, format, gid] of rows) {
    const reading = readSourceLink(link);
    assert.ok(reading.ok, link);
    assert.equal(reading.download.url, url, link);
    assert.equal(reading.download.format, format, link);
    assert.equal(reading.download.google?.gid, gid, link);
  }
});

test('links that cannot give a workbook say what they are', () => {
  const rows: [string, string, string?][] = [
    ['https://drive.google.com/drive/folders/1a2B3c4D5e6F7g8H9i0J?usp=sharing', 'pasta'],
    ['https://drive.google.com/drive/u/0/folders/1a2B3c4D5e6F7g8H9i0J', 'pasta'],
    ['https://1drv.ms/f/s!AkLq2bXyZ0123456789abcd', 'pasta'],
    ['https://clinicabela.sharepoint.com/:f:/s/Recepcao/Ej1k2l3m4n?e=aB1cD2', 'pasta'],
    ['https://www.dropbox.com/scl/fo/q1w2e3r4t5y6/AAB7c8d9?rlkey=xyz&dl=0', 'pasta'],
    ['https://www.dropbox.com/sh/q1w2e3r4t5y6/AAB7c8d9?dl=0', 'pasta'],
    [`https://docs.google.com/document/d/${ID}/edit`, 'nao-planilha', 'um documento do Google Docs'],
    [`https://docs.google.com/presentation/d/${ID}/edit#slide=id.p`, 'nao-planilha', 'uma apresentação do Google Slides'],
    [`https://docs.google.com/forms/d/e/${PUB}/viewform`, 'nao-planilha', 'um formulário do Google Forms'],
    ['https://forms.gle/Ab12Cd34Ef56Gh78', 'nao-planilha', 'um formulário do Google Forms'],
    ['https://1drv.ms/w/s!AkLq2bXyZ0123456789abcd', 'nao-planilha', 'um documento do Word'],
    ['https://clinicabela.sharepoint.com/:p:/s/Recepcao/Ej1k2l3m4n', 'nao-planilha', 'uma apresentação do PowerPoint'],
    ['https://www.clinicabela.com.br/precos', 'desconhecido'],
    ['https://www.clinicabela.com.br/tabela.pdf', 'desconhecido'],
    ['servicos.xlsx', 'desconhecido'],
    ['ftp://arquivos.clinicabela.com.br/servicos.xlsx', 'desconhecido'],
  ];
  for (const [link, kind, what] of rows) {
    const reading = readSourceLink(link);
    assert.equal(reading.ok, false, link);
    assert.equal((reading as { kind: string }).kind, kind, link);
    if (what) assert.equal((reading as { what: string }).what, what, link);
  }
});

test('the link that opens a Google spreadsheet at a tab and cell, when the tab is known', () => {
  const reading = readSourceLink(`https://docs.google.com/spreadsheets/d/${ID}/edit#gid=0`);
  assert.ok(reading.ok);
  assert.equal(spreadsheetLink(reading.download, '1843020357', 'D14'), `https://docs.google.com/spreadsheets/d/${ID}/edit#gid=1843020357&range=D14`);
  assert.equal(spreadsheetLink(reading.download, undefined, 'D14'), `https://docs.google.com/spreadsheets/d/${ID}/edit`);
  const file = readSourceLink('https://arquivos.clinicabela.com.br/planilhas/servicos.xlsx');
  assert.ok(file.ok);
  assert.equal(spreadsheetLink(file.download, '0', 'D14'), null);
});
