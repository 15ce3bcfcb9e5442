/**
 * The operator's mistakes with the lead server: the lead database it writes to and the settings it reads from the
 * environment (part of USER_ERRORS, ./user-error-catalogue.ts). Database locations arrive already without the password.
 */
import { entry } from './user-error-entry.ts';

/** What a setting of the lead server must look like; the hint says it. */
export type ExpectedSetting =
  | { kind: 'integer'; min: number; max: number }
  | { kind: 'yes-no' }
  | { kind: 'full-url'; protocols: string[] }
  | { kind: 'url-protocol'; protocols: string[] }
  | { kind: 'e-mail' };

function expectedHint(expected: ExpectedSetting): string {
  switch (expected.kind) {
    case 'integer':
      return `Use um número inteiro de ${expected.min} a ${expected.max}.`;
    case 'yes-no':
      return 'Use true ou false.';
    case 'full-url':
      return `Escreva um endereço completo começando com ${expected.protocols.join(' ou ')} (na senha, / se escreve %2F, ? %3F, # %23, @ %40 e : %3A)`;
    case 'url-protocol':
      return `O endereço deve começar com ${expected.protocols.join(' ou ')}`;
    case 'e-mail':
      return 'Informe um endereço de e-mail, em uma linha só.';
  }
}

/**
 * Where the command was told the database: `leads migrate`'s --from or --to, or else --db and the variables that
 * stand for it.
 */
function namedIn(option: string | undefined, variables = 'nas variáveis CLINIC_SITE_DB e DATABASE_URL'): string {
  return option ?? `--db (ou ${variables})`;
}

export const LEAD_SERVER_ERRORS = {
  // The lead database (locations already without the password).
  BANCO_NAO_SUPORTADO: entry<{ location: string }>({
    message: (a) => `O banco de contatos "${a.location}" não é de um tipo que o clinic-site usa.`,
    hint: () => 'Use um arquivo SQLite (por exemplo --db data/leads.db) ou um endereço do PostgreSQL que comece com postgres:// ou postgresql://.',
  }),
  BANCO_NAO_INFORMADO: entry<{ option?: string }>({
    message: (a) => `O caminho do banco de contatos em ${a.option ?? '--db'} está vazio.`,
    hint: (a) => `Indique o arquivo do banco em ${namedIn(a.option)}, por exemplo data/leads.db.`,
  }),
  BANCO_NAO_ENCONTRADO: entry<{ file: string; option?: string }>({
    message: (a) => `O banco de contatos não existe em ${a.file}.`,
    hint: (a) => `Confira o caminho em ${namedIn(a.option)}; ele é criado quando o servidor (clinic-site serve) inicia.`,
  }),
  BANCO_DE_ORIGEM_NAO_ENCONTRADO: entry<{ file: string }>({
    message: (a) => `O banco SQLite de origem não existe em ${a.file}.`,
    hint: () => 'Confira o caminho em --from: é o arquivo que o servidor usava (por padrão data/leads.db).',
  }),
  BANCO_E_UMA_PASTA: entry<{ file: string; option?: string }>({
    message: (a) => `"${a.file}" é uma pasta; o banco de contatos é um arquivo.`,
    hint: (a) => `Indique o arquivo do banco (por exemplo data/leads.db) em ${namedIn(a.option)}.`,
  }),
  BANCO_ARQUIVO_INVALIDO: entry<{ file: string; option?: string }>({
    message: (a) => `O arquivo ${a.file} não é um banco de contatos do clinic-site: está danificado ou é outro tipo de arquivo.`,
    hint: (a) => `Confira o caminho em ${namedIn(a.option, 'em CLINIC_SITE_DB')}; se o arquivo estiver danificado, restaure a cópia de segurança mais recente.`,
  }),
  BANCO_SOMENTE_LEITURA: entry<{ file: string }>({
    message: (a) => `O banco de contatos ${a.file} não pode ser alterado por este usuário: novos contatos não seriam gravados.`,
    hint: () =>
      'O usuário do serviço precisa poder escrever no arquivo e na pasta dele (o SQLite cria ao lado os arquivos -wal e -shm): ' +
      'confira o dono e as permissões, por exemplo com "ls -l" na pasta, e use o mesmo usuário do serviço nos comandos leads.',
  }),
  BANCO_ARQUIVO_INACESSIVEL: entry<{ file: string }>({
    message: (a) => `Não foi possível abrir o banco de contatos ${a.file}.`,
    hint: () => 'Confira se a pasta existe e se o usuário do serviço pode escrever nela.',
  }),
  BANCO_ENDERECO_INVALIDO: entry<{ location: string; reason: string }>({
    message: (a) => `O endereço do PostgreSQL "${a.location}" não pôde ser lido (${a.reason}).`,
    hint: () =>
      'Use o formato postgres://usuario:senha@servidor:5432/banco?sslmode=require, como o serviço de banco de dados mostra. ' +
      'Na senha, escreva / como %2F, ? como %3F, # como %23, @ como %40 e : como %3A.',
  }),
  BANCO_INACESSIVEL: entry<{ location: string; reason: string; option?: string }>({
    message: (a) => `Não foi possível usar o banco de contatos PostgreSQL ${a.location}: ${a.reason}.`,
    hint: (a) =>
      `Confira o endereço, o usuário e a senha em ${namedIn(a.option, 'CLINIC_SITE_DB / DATABASE_URL')}, se o banco existe e se o servidor ` +
      'aceita conexões desta máquina (serviços gerenciados costumam pedir ?sslmode=require no fim do endereço).',
  }),
  BANCO_RECUSOU: entry<{ where: string; reason: string }>({
    message: (a) => `O banco de contatos ${a.where} recusou a operação: ${a.reason}.`,
    hint: () => 'Nada foi alterado. Depois de resolver, rode o comando de novo.',
  }),
  LIMPEZA_INCOMPLETA: entry<{ done: string; where: string; reason: string }>({
    message: (a) =>
      `${a.done}, mas o banco de contatos ${a.where} não pôde apagar as cópias antigas desses dados que ainda guarda em seus ` +
      `arquivos: ${a.reason}.`,
    hint: () => 'Depois de resolver, rode o mesmo comando de novo: ele termina a limpeza (o que já foi feito não se repete).',
  }),
  BANCO_MAIS_NOVO: entry<{ where: string; current: number; latest: number }>({
    message: (a) => `O banco de contatos ${a.where} foi criado por uma versão mais nova do clinic-site (esquema ${a.current}; esta versão conhece até ${a.latest}).`,
    hint: () => 'Atualize o clinic-site antes de usar este banco.',
  }),

  // Settings of the lead server (environment variables).
  CONFIGURACAO_INVALIDA: entry<{ variable: string; value: string; expected: ExpectedSetting }>({
    message: (a) => `A variável ${a.variable} tem um valor inválido: "${a.value}".`,
    hint: (a) => expectedHint(a.expected),
  }),
  CONFIGURACAO_INCOMPLETA: entry<{ variable: 'CLINIC_SITE_MAIL_TO' | 'CLINIC_SITE_MAIL_FROM' }>({
    message: (a) => `O envio de e-mail está configurado, mas falta a variável ${a.variable}.`,
    hint: (a) =>
      a.variable === 'CLINIC_SITE_MAIL_TO'
        ? 'Informe o e-mail da clínica que recebe os avisos, por exemplo CLINIC_SITE_MAIL_TO=contato@clinica.com.br.'
        : 'Informe o remetente dos avisos, por exemplo CLINIC_SITE_MAIL_FROM="Site da Clínica <site@clinica.com.br>".',
  }),
};
