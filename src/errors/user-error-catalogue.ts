/**
 * Every mistake a person can make outside the sheets (an option, a folder, a port, the lead database, the server's
 * settings), with a stable code, a message built from its arguments and a hint saying what to do: the same shape as
 * the sheet problems in problem-catalogue.ts. Written for whoever runs the command: Portuguese, no jargon, no
 * password (database locations arrive already redacted). The lead server's own are in lead-server-errors.ts.
 */
import { entry } from './user-error-entry.ts';
import { LEAD_SERVER_ERRORS } from './lead-server-errors.ts';

/** ['text', 'json', 'github'] → 'text, json ou github'. */
const orList = (items: readonly string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} ou ${items.at(-1)}` : (items[0] ?? ''));

const PORT_HINT = 'Use um número de 1 a 65535, por exemplo --port 8080.';
const BUILD_DATE_HINT = 'Use --date 12/03/2026 (ou 2026-03-12), ou SOURCE_DATE_EPOCH em segundos desde 1970.';

export const USER_ERRORS = {
  // Options of the commands.
  FORMATO_DESCONHECIDO: entry<{ format: string; accepted: string[] }>({
    message: (a) => `Formato "${a.format}" desconhecido.`,
    hint: (a) => `Use --format ${orList(a.accepted)}.`,
  }),
  EXPORTACAO_IMPOSSIVEL: entry<{ file: string; reason: string }>({
    message: (a) => `Não foi possível gravar a exportação em "${a.file}": ${a.reason}. Nenhum arquivo foi alterado.`,
    hint: () => 'Confira o caminho dado em --output (a pasta precisa existir e o nome ser de um arquivo), as permissões e o espaço livre no disco.',
  }),
  EXPORTACAO_SOBRE_O_BANCO: entry<{ file: string }>({
    message: (a) => `"${a.file}" é o próprio banco de contatos (ou um arquivo dele): a exportação o substituiria e os contatos se perderiam. Nada foi gravado.`,
    hint: () => 'Dê à exportação um arquivo novo, por exemplo --output contatos.csv.',
  }),
  FORMATO_DE_EXPORTACAO_DESCONHECIDO: entry<{ format: string }>({
    message: (a) => `O formato "${a.format}" não existe.`,
    hint: () => 'Use --format csv (para o Excel) ou --format json.',
  }),
  DATA_DA_GERACAO_INVALIDA: entry<{ date: string }>({
    message: (a) => `A data "${a.date}" não é válida.`,
    hint: () => BUILD_DATE_HINT,
  }),
  SOURCE_DATE_EPOCH_INVALIDO: entry<{ value: string | undefined }>({
    message: (a) => `SOURCE_DATE_EPOCH="${a.value}" não é um número de segundos.`,
    hint: () => BUILD_DATE_HINT,
  }),
  ENDERECO_DO_SITE_INVALIDO: entry<{ url: string }>({
    message: (a) => `O endereço "${a.url}" não é válido.`,
    hint: () => 'Use o endereço completo, por exemplo --site-url https://www.suaclinica.com.br',
  }),
  PORTA_INVALIDA: entry<{ port: string }>({
    message: (a) => `A porta "${a.port}" não é válida.`,
    hint: () => PORT_HINT,
  }),
  SITE_NAO_GERADO: entry<{ folder: string }>({
    message: (a) => `A pasta "${a.folder}" não existe ou não é uma pasta: não há site gerado para servir.`,
    hint: () => 'Gere o site antes com "clinic-site build" (ou "npm start", que gera e serve), ou indique a pasta do site com --out.',
  }),
  PASTA_NAO_E_SITE: entry<{ folder: string }>({
    message: (a) =>
      `A pasta "${a.folder}" não é um site gerado pelo clinic-site (falta o arquivo .clinic-site.json): o servidor publicaria ` +
      'tudo o que há nela, inclusive planilhas e o banco de contatos.',
    hint: () => 'Indique com --out a pasta que o "clinic-site build" gerou (out/, por padrão), ou gere o site antes com "clinic-site build".',
  }),
  BANCO_DENTRO_DO_SITE: entry<{ db: string; folder: string }>({
    message: (a) =>
      `O banco de contatos "${a.db}" fica dentro da pasta do site "${a.folder}": qualquer visitante poderia baixá-lo, e o ` +
      'próximo build o apagaria.',
    hint: () => 'Guarde o banco fora da pasta do site: o padrão, data/leads.db, fica na pasta de onde o servidor é iniciado (--db ou CLINIC_SITE_DB mudam o lugar).',
  }),
  SITE_COM_ATALHO: entry<{ folder: string; links: string[]; more: number }>({
    message: (a) =>
      `A pasta "${a.folder}" tem ${a.links.length + a.more === 1 ? 'um atalho (link simbólico)' : 'atalhos (links simbólicos)'}: ` +
      `${a.links.map((l) => `"${l}"`).join(', ')}${a.more ? ` e mais ${a.more}` : ''}. O servidor não envia arquivos de fora da pasta do site.`,
    hint: () => 'O "clinic-site build" nunca cria atalhos: alguém os pôs ali. Apague-os (ou gere o site de novo) e inicie o servidor outra vez.',
  }),
  SITE_ILEGIVEL: entry<{ folder: string; file: string; reason: string }>({
    message: (a) => `Não foi possível ler a pasta do site "${a.folder}"${a.file ? ` (${a.file})` : ''}: ${a.reason}.`,
    hint: () => 'Confira as permissões da pasta para o usuário que roda o servidor, ou gere o site de novo com "clinic-site build".',
  }),
  PORTA_EM_USO: entry<{ port: number }>({
    message: (a) => `A porta ${a.port} já está em uso.`,
    hint: () => 'Feche o outro programa ou escolha outra porta com --port.',
  }),
  PORTA_RESERVADA: entry<{ port: number }>({
    message: (a) => `Este usuário não tem permissão para usar a porta ${a.port}.`,
    hint: () =>
      'Portas abaixo de 1024 são reservadas ao administrador: use uma porta alta (--port 8080) atrás do servidor web, ' +
      'como o guia do operador mostra.',
  }),
  HOST_DESCONHECIDO: entry<{ host: string }>({
    message: (a) => `"${a.host}" não é um endereço nem um nome conhecido por este computador.`,
    hint: () => 'Use --host 127.0.0.1 (só esta máquina, atrás do servidor web) ou --host 0.0.0.0 (todas as interfaces).',
  }),
  HOST_DE_OUTRA_MAQUINA: entry<{ host: string }>({
    message: (a) => `O endereço ${a.host} não é deste computador: não é possível escutar nele.`,
    hint: () => 'Use --host 127.0.0.1 (só esta máquina, atrás do servidor web), 0.0.0.0 (todas as interfaces) ou um endereço desta máquina.',
  }),
  LIMITE_INVALIDO: entry<{ text: string }>({
    message: (a) => `"${a.text}" não é um número válido para --limit.`,
    hint: () => 'Use um número inteiro, por exemplo --limit 100.',
  }),
  DATA_INVALIDA: entry<{ text: string }>({
    message: (a) => `A data "${a.text}" não é válida.`,
    hint: () => 'Escreva a data como 31/01/2026 ou 2026-01-31.',
  }),
  PRAZO_INVALIDO: entry<{ age: string }>({
    message: (a) => `O prazo "${a.age}" não é válido.`,
    hint: () => 'Escreva o número de dias seguido de d, por exemplo --older-than 180d.',
  }),
  PRAZO_DE_GUARDA_DESCONHECIDO: entry<{ missing: string }>({
    message: (a) => `Nenhum contato foi apagado: sem --older-than, o prazo de guarda vem do site gerado, mas ${a.missing}.`,
    hint: () =>
      'Indique a pasta do site gerado com --out (a mesma do "serve"; gere-a com "clinic-site build"), para usar o "Prazo de guarda (dias)" ' +
      'da aba Privacidade, ou informe o prazo com --older-than, por exemplo --older-than 180d.',
  }),
  PESSOA_NAO_INFORMADA: entry({
    message: () => 'Informe a pessoa por --email, por --phone ou pelos dois.',
    hint: () =>
      'Exemplo: --email ana@exemplo.com.br, ou --phone "(11) 98765-4321". Com os dois, valem os contatos com um ou outro ' +
      '(uma pessoa que deixou o e-mail num formulário e só o telefone em outro).',
  }),
  NINGUEM_ENCONTRADO: entry<{ who: string }>({
    message: (a) => `Nenhum contato encontrado com ${a.who}.`,
    hint: () => 'Confira o que foi digitado: o e-mail vale com maiúsculas ou minúsculas, o telefone com DDD, com ou sem +55 e pontuação.',
  }),
  TELEFONE_CURTO: entry<{ phone: string }>({
    message: (a) => `O telefone "${a.phone}" tem menos de 10 dígitos.`,
    hint: () => 'Informe o telefone com DDD, por exemplo --phone "(11) 98765-4321".',
  }),
  CONTATO_NAO_ENCONTRADO: entry<{ code: string }>({
    message: (a) => `Nenhum contato com o código "${a.code}".`,
    hint: () => 'O código está na coluna "Código" de leads export (por exemplo leads export --email ana@exemplo.com.br) e no fim do e-mail de aviso.',
  }),
  CORRECAO_VAZIA: entry({
    message: () => 'Nada a corrigir: diga o valor certo de pelo menos um campo.',
    hint: () => 'Use --name, --phone, --email ou --message, por exemplo --phone "(11) 98765-4321". --email "" e --message "" apagam o campo.',
  }),
  CORRECAO_INVALIDA: entry<{ problems: string }>({
    message: (a) => `A correção não foi feita: ${a.problems}`,
    hint: () => 'Os valores seguem as mesmas regras do formulário do site. Corrija e rode de novo; nada foi alterado.',
  }),
  MIGRACAO_INVALIDA: entry({
    message: () => 'O comando leads migrate copia os contatos de um arquivo SQLite (--from) para um PostgreSQL (--to).',
    hint: () => 'Exemplo: clinic-site leads migrate --from data/leads.db --to postgres://clinica:senha@servidor:5432/leads',
  }),

  // Folders.
  PASTA_DE_SAIDA_OCUPADA: entry<{ folder: string }>({
    message: (a) => `A pasta "${a.folder}" já tem arquivos que não foram gerados pelo clinic-site.`,
    hint: () => 'Escolha outra pasta com --out, ou esvazie essa pasta se tem certeza de que pode apagar o que está nela.',
  }),
  /** `closed`: the reader of a pipe stopped reading (`| head`), not a failing disk. */
  SAIDA_NAO_GRAVADA: entry<{ reason: string; written: number; total: number; closed: boolean }>({
    message: (a) => `A saída não foi escrita por inteiro (${a.written} de ${a.total} bytes): ${a.reason}.`,
    hint: (a) =>
      a.closed
        ? 'O programa depois do "|" parou de ler antes do fim (como o "head" faz): o que ele recebeu está incompleto.'
        : 'O que foi gravado está incompleto: não use. Libere espaço (ou mande a saída para um lugar com espaço) e rode o comando de novo.',
  }),
  SAIDA_E_PLANILHAS_JUNTAS: entry<{ out: string; sheets: string }>({
    message: (a) =>
      `A pasta do site "${a.out}" e a das planilhas "${a.sheets}" estão uma dentro da outra: cada geração substitui a pasta ` +
      'do site inteira, e as planilhas se misturariam com o site (ou seriam apagadas com ele).',
    hint: () => 'Use pastas separadas, lado a lado: --sheets sheets --out out, como vem no projeto.',
  }),
  SAIDA_IMPOSSIVEL: entry<{ folder: string; reason: string }>({
    message: (a) => `Não foi possível gravar o site em "${a.folder}": ${a.reason}.`,
    hint: () => 'Confira o caminho dado em --out (cada parte dele deve ser uma pasta), as permissões e o espaço livre no disco.',
  }),
  PASTA_INVALIDA: entry<{ folder: string }>({
    message: (a) => `"${a.folder}" é um arquivo, não uma pasta.`,
    hint: () => 'Escolha outro nome: clinic-site init planilhas-novas',
  }),
  PASTA_IMPOSSIVEL: entry<{ folder: string; reason: string }>({
    message: (a) => `Não foi possível criar a pasta "${a.folder}": ${a.reason}.`,
    hint: () => 'Escolha uma pasta onde você possa gravar arquivos, por exemplo: clinic-site init planilhas-novas',
  }),
  PASTA_NAO_VAZIA: entry<{ folder: string }>({
    message: (a) => `A pasta "${a.folder}" já tem arquivos; nada foi alterado.`,
    hint: () => 'Para não apagar planilhas existentes, o init só escreve numa pasta nova ou vazia: clinic-site init planilhas-novas',
  }),
  COMPARACAO_SEM_REPOSITORIO: entry<{ against: string }>({
    message: (a) =>
      `Não há pasta "${a.against}", e a pasta das planilhas não está num repositório git (onde "${a.against}" poderia ser uma versão).`,
    hint: () => 'Use --against com a pasta das planilhas anteriores (por exemplo uma cópia de sheets/) ou com uma versão do git (origin/main).',
  }),
  COMPARACAO_COM_SITE_GERADO: entry<{ against: string }>({
    message: (a) => `A pasta "${a.against}" é um site gerado (as páginas), não uma pasta de planilhas: o diff compara planilhas.`,
    hint: () => 'Use --against com a pasta das planilhas anteriores (por exemplo uma cópia de sheets/) ou com uma versão do git (origin/main). O build já diz o que mudou em relação ao site que está em out/.',
  }),
  COMPARACAO_VERSAO_ILEGIVEL: entry<{ path: string; against: string; reason: string }>({
    message: (a) => `Não foi possível ler "${a.path}" na versão "${a.against}" (${a.reason}).`,
    hint: () => 'Confira o nome da versão (git log, git branch -a). No GitHub Actions, busque a versão antes: git fetch origin main.',
  }),

  ...LEAD_SERVER_ERRORS,

  // Publishing (`clinic-site publish` and `rollback`; README, "Publicar com um comando").
  DESTINO_NAO_INFORMADO: entry<{ variable: string }>({
    message: () => 'Não foi dito para onde publicar o site.',
    hint: (a) =>
      `Use --to com uma pasta (/var/www/clinica), um servidor (ssh://usuario@servidor/var/www/clinica) ou um bucket (s3://bucket/pasta), ou defina ${a.variable}.`,
  }),
  DESTINO_INVALIDO: entry<{ target: string }>({
    message: (a) => `O destino "${a.target}" não é um endereço que o clinic-site entende.`,
    hint: () =>
      'Use uma pasta (/var/www/clinica ou file:///var/www/clinica), ssh://usuario@servidor[:porta]/caminho/absoluto ou s3://bucket/pasta.',
  }),
  OPCAO_DE_PUBLICACAO_INVALIDA: entry<{ name: string; value: string; expected: string }>({
    message: (a) => `${a.name} tem um valor inválido: "${a.value}".`,
    hint: (a) => a.expected,
  }),
  PUBLICACAO_EM_ANDAMENTO: entry<{ target: string; holder: string; since: string; unlock: string }>({
    message: (a) => `Outra publicação está em andamento em ${a.target}: ${a.holder}, desde ${a.since}. Nada foi alterado.`,
    hint: (a) =>
      `Espere ela terminar e tente de novo. Se ela foi interrompida (máquina desligada, conexão caída), libere a trava com: ${a.unlock}`,
  }),
  SEM_VERSAO_ANTERIOR: entry<{ target: string }>({
    message: (a) => `Não há versão anterior do site em ${a.target} para voltar; nada foi alterado.`,
    hint: () => 'Só é possível voltar depois de pelo menos duas publicações: depois da próxima "clinic-site publish", o rollback volta para a versão de agora.',
  }),
  VERSAO_ANTERIOR_ALTERADA: entry<{ target: string; release: string; files: string[]; more: number }>({
    message: (a) =>
      `A versão anterior (${a.release}) em ${a.target} tem arquivos alterados depois de publicada: ${a.files.map((f) => `"${f}"`).join(', ')}` +
      `${a.more ? ` e mais ${a.more}` : ''}. Voltar para ela publicaria esses arquivos assim; nada foi alterado.`,
    hint: () =>
      'Publique de novo com "clinic-site publish": a publicação confere os arquivos do site no ar e envia de novo os alterados. ' +
      'Se alguém mexeu nos arquivos do servidor, descubra quem antes de publicar.',
  }),
  DESTINO_INEXISTENTE: entry<{ target: string }>({
    message: (a) => `O destino ${a.target} não existe: não há publicação ali para desfazer. Nada foi alterado.`,
    hint: () => 'Confira o endereço em --to (ou em CLINIC_SITE_PUBLISH_TO): é o mesmo usado no clinic-site publish.',
  }),
  DESTINO_OCUPADO: entry<{ target: string; files: string[]; more: number }>({
    message: (a) =>
      `A pasta ${a.target} já tem arquivos que não são de publicações do clinic-site (${a.files.map((f) => `"${f}"`).join(', ')}` +
      `${a.more ? ` e mais ${a.more}` : ''}); nada foi enviado.`,
    hint: () =>
      'Publique numa pasta vazia (ou numa que só tenha as publicações anteriores, releases/ e current): o clinic-site põe ' +
      'cada versão em releases/ e faz de "current" um link para a versão no ar (docs/publicar.md).',
  }),
  DESTINO_CURRENT_OCUPADO: entry<{ target: string }>({
    message: (a) => `Em ${a.target} já existe uma pasta "current" que não foi criada pelo clinic-site; nada foi enviado.`,
    hint: () =>
      'O clinic-site publica cada versão em releases/ e faz de "current" um link para a versão no ar (docs/publicar.md). ' +
      'Mova essa pasta para outro lugar (ou publique em outra pasta) e rode a publicação de novo.',
  }),
  VOLTA_IMPOSSIVEL: entry<{ target: string; reason: string }>({
    message: (a) => `Não foi possível voltar para a versão anterior em ${a.target}: ${a.reason}. O site no ar continua o mesmo.`,
    hint: () => 'Confira o endereço, a conexão e as permissões do destino (as mesmas da publicação), e tente de novo.',
  }),
  PUBLICACAO_PARCIAL: entry<{ target: string; reason: string }>({
    message: (a) =>
      `A publicação em ${a.target} parou no meio da troca de versão (${a.reason}): o bucket troca os arquivos um a um, e parte das páginas novas pode já estar no ar, ao lado das antigas.`,
    hint: () => 'Resolva o problema e rode a publicação de novo: ela envia o que faltou e avisa a equipe das mudanças. Para voltar ao site anterior inteiro, use clinic-site rollback.',
  }),
  DESTINO_INACESSIVEL: entry<{ target: string; reason: string }>({
    message: (a) => `Não foi possível publicar em ${a.target}: ${a.reason}. O site no ar continua o mesmo.`,
    hint: () =>
      'Confira o endereço, a conexão e as permissões (para ssh://: a chave e o known_hosts em CLINIC_SITE_SSH_COMMAND; para s3://: as variáveis CLINIC_SITE_S3_*), e tente de novo.',
  }),
} as const;

export type UserErrorCode = keyof typeof USER_ERRORS;
export type UserErrorArgs<C extends UserErrorCode> = Parameters<(typeof USER_ERRORS)[C]['message']>[0];
