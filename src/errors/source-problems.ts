/**
 * Problems of the workbooks that come from a link (`sheets/fontes.txt`, README "Planilhas por link"): a line that
 * cannot be understood, a link that is not a spreadsheet, and each way a download goes wrong, located at the line of
 * fontes.txt and naming the workbook.
 */
import { entry, list } from './problem-entry.ts';

/** Where the spreadsheet lives; the hints say where to click in that service. */
export type SourceService = 'google' | 'onedrive' | 'sharepoint' | 'dropbox' | 'direto';

const SHARE_STEPS: Record<SourceService, string> = {
  google: 'No Google Planilhas, abra a planilha e clique em Compartilhar › Acesso geral › "Qualquer pessoa com o link" › Leitor.',
  onedrive: 'No OneDrive, clique na planilha com o botão direito › Compartilhar › "Qualquer pessoa com o link pode ver" e copie o link de novo.',
  sharepoint: 'No SharePoint, em Compartilhar, escolha "Qualquer pessoa com o link" (se a empresa permitir) e copie o link de novo.',
  dropbox: 'No Dropbox, em Compartilhar › Configurações, escolha "Qualquer pessoa com este link pode ver" e copie o link de novo.',
  direto: 'Abra o endereço numa janela anônima do navegador: ele deve baixar a planilha sem pedir senha.',
};

export const SOURCE_PROBLEMS = {
  FONTES_ILEGIVEL: entry<{ reason: string }>({
    severity: 'error',
    title: 'fontes.txt ilegível',
    message: (a) => `Não foi possível ler o fontes.txt: ${a.reason}.`,
    hint: () => 'Abra o fontes.txt num editor de texto (Bloco de Notas, TextEdit) e deixe só uma linha por planilha, no formato "nome = link".',
  }),
  FONTES_LINHA_INVALIDA: entry<{ text: string }>({
    severity: 'error',
    title: 'Linha do fontes.txt não entendida',
    message: (a) => `A linha "${a.text}" não está no formato "nome = link".`,
    hint: () => 'Escreva uma planilha por linha, por exemplo: servicos = https://docs.google.com/spreadsheets/d/…/edit. Linhas começando com # são comentários.',
  }),
  FONTES_PLANILHA_DESCONHECIDA: entry<{ name: string; known: string[] }>({
    severity: 'error',
    title: 'Planilha desconhecida no fontes.txt',
    message: (a) => `"${a.name}" não é o nome de uma planilha do site.`,
    hint: (a) => `Use um destes nomes: ${list(a.known)}. Para um link de arquivo CSV, use também o nome da aba, como "servicos-perguntas".`,
  }),
  FONTES_PLANILHA_REPETIDA: entry<{ workbook: string; lines: number[] }>({
    severity: 'error',
    title: 'Planilha com dois links no fontes.txt',
    message: (a) => `A planilha "${a.workbook}" aparece nas linhas ${a.lines.join(' e ')} do fontes.txt; o site não sabe qual usar.`,
    hint: () => 'Deixe só um link para cada planilha (comente o outro com # no começo da linha).',
  }),
  FONTES_E_PASTA: entry<{ workbook: string; files: string[]; line: number }>({
    severity: 'error',
    title: 'Planilha na pasta e no fontes.txt',
    message: (a) => `A planilha "${a.workbook}" vem do link da linha ${a.line} do fontes.txt e também está na pasta como ${list(a.files)}: publicar qualquer uma poderia pôr um preço antigo no site.`,
    hint: () => 'Apague (ou mova para fora da pasta) o arquivo que não vale mais, ou tire a linha do fontes.txt para usar o arquivo.',
  }),
  FONTES_LINK_PASTA: entry<{ workbook: string; link: string }>({
    severity: 'error',
    title: 'Link de uma pasta, não de uma planilha',
    message: (a) => `O link de "${a.workbook}" abre uma pasta (${a.link}), não uma planilha.`,
    hint: () => 'Abra a pasta, abra a planilha dentro dela e copie o link da própria planilha (barra de endereço ou Compartilhar › Copiar link).',
  }),
  FONTES_LINK_NAO_PLANILHA: entry<{ workbook: string; what: string }>({
    severity: 'error',
    title: 'Link de um documento que não é planilha',
    message: (a) => `O link de "${a.workbook}" abre ${a.what}, não uma planilha.`,
    hint: () => 'Copie o link da planilha certa (no Google Planilhas, Excel, ou um arquivo .xlsx, .ods ou .csv).',
  }),
  FONTES_LINK_DESCONHECIDO: entry<{ workbook: string; link: string }>({
    severity: 'error',
    title: 'Link de planilha não reconhecido',
    message: (a) => `O site não sabe baixar a planilha "${a.workbook}" deste link: ${a.link}.`,
    hint: () => 'Use o link do Google Planilhas (barra de endereço ou Compartilhar), um link de compartilhamento do OneDrive, SharePoint ou Dropbox, ou um endereço https:// que termine em .xlsx, .ods ou .csv.',
  }),
  FONTE_NAO_COMPARTILHADA: entry<{ workbook: string; service: SourceService }>({
    severity: 'error',
    title: 'Planilha não compartilhada',
    message: (a) => `A planilha "${a.workbook}" pede login para abrir: ela não está compartilhada com quem tem o link.`,
    hint: (a) => SHARE_STEPS[a.service],
  }),
  FONTE_REMOVIDA: entry<{ workbook: string; status: number }>({
    severity: 'error',
    title: 'Link da planilha não existe mais',
    message: (a) => `O link de "${a.workbook}" não leva mais a uma planilha (o servidor respondeu ${a.status}: apagada, movida ou o link foi trocado).`,
    hint: () => 'Abra a planilha, copie o link de novo (Compartilhar › Copiar link) e cole no fontes.txt.',
  }),
  FONTE_SEM_INTERNET: entry<{ workbook: string; host: string }>({
    severity: 'error',
    title: 'Sem internet para baixar a planilha',
    message: (a) => `Não foi possível encontrar ${a.host} para baixar "${a.workbook}": sem internet, ou o endereço está errado.`,
    hint: () => 'Confira a internet deste computador e gere de novo. Para gerar mesmo assim com a última cópia que deu certo, use --offline-ok.',
  }),
  FONTE_LENTA: entry<{ workbook: string; seconds: number }>({
    severity: 'error',
    title: 'A planilha demorou demais para baixar',
    message: (a) => `"${a.workbook}" não terminou de baixar em ${a.seconds.toLocaleString('pt-BR')} segundos.`,
    hint: () => 'Tente de novo em alguns minutos. Se a internet estiver lenta, use --offline-ok para gerar com a última cópia que deu certo.',
  }),
  FONTE_GRANDE_DEMAIS: entry<{ workbook: string; maxMb: number }>({
    severity: 'error',
    title: 'Planilha grande demais para baixar',
    message: (a) => `"${a.workbook}" passou de ${a.maxMb} MB durante o download; as planilhas do site têm bem menos.`,
    hint: () => 'Confira se o link é da planilha certa. Fotos coladas dentro da planilha aumentam muito o arquivo: use a pasta imagens.',
  }),
  FONTE_INCOMPLETA: entry<{ workbook: string; reason: string }>({
    severity: 'error',
    title: 'Download da planilha interrompido',
    message: (a) => `"${a.workbook}" não chegou inteira: ${a.reason}. Nada dela foi usado.`,
    hint: () => 'Gere de novo. Se continuar, use --offline-ok para gerar com a última cópia que deu certo.',
  }),
  FONTE_NAO_E_PLANILHA: entry<{ workbook: string; got: string }>({
    severity: 'error',
    title: 'O link devolveu uma página, não a planilha',
    message: (a) => `O link de "${a.workbook}" devolveu ${a.got}, não um arquivo de planilha.`,
    hint: () => 'Abra o link numa janela anônima do navegador: se aparecer uma página de erro ou de login, copie o link de novo a partir da planilha.',
  }),
  FONTE_DANIFICADA: entry<{ workbook: string }>({
    severity: 'error',
    title: 'O link devolveu uma planilha danificada',
    message: (a) => `O link de "${a.workbook}" devolveu um arquivo de planilha danificado ou incompleto, que não abre. Nada dele foi usado.`,
    hint: () =>
      'Abra o link no navegador e confira se a planilha abre lá. Se abrir, gere de novo para baixá-la outra vez; se não abrir, corrija a planilha no serviço onde ela está (ou envie de novo o arquivo original) e gere de novo. Para gerar mesmo assim com a última cópia que deu certo, use --offline-ok.',
  }),
  FONTE_FORMATO_ANTIGO: entry<{ workbook: string }>({
    severity: 'error',
    title: 'Planilha do link num formato que o site não lê',
    message: (a) => `O link de "${a.workbook}" baixa uma planilha .xls (Excel 97-2003), um formato que o site não lê.`,
    hint: () =>
      'Salve a planilha como .xlsx e coloque no fontes.txt o link do arquivo novo. No Excel: Arquivo › Salvar como › "Pasta de Trabalho do Excel (.xlsx)". No Google Drive: abra o arquivo e use Arquivo › Salvar como Planilhas Google, e copie o link da planilha nova.',
  }),
  FONTE_FALHOU: entry<{ workbook: string; reason: string }>({
    severity: 'error',
    title: 'Planilha não foi baixada',
    message: (a) => `Não foi possível baixar "${a.workbook}": ${a.reason}.`,
    hint: () => 'Abra o link no navegador para conferir. Para gerar mesmo assim com a última cópia que deu certo, use --offline-ok.',
  }),
  FONTE_SEM_COPIA: entry<{ workbook: string; reason: string }>({
    severity: 'error',
    title: 'Planilha não baixada e sem cópia guardada',
    message: (a) => `"${a.workbook}" não foi baixada (${a.reason}) e não há cópia de uma geração anterior para usar.`,
    hint: () => 'Resolva o problema do download e gere de novo: a cópia só é guardada depois de uma geração que deu certo.',
  }),
  FONTE_COPIA_GUARDADA: entry<{ workbook: string; age: string; reason: string }>({
    severity: 'warning',
    title: 'Planilha: usada a última cópia que deu certo',
    message: (a) => `"${a.workbook}" não foi baixada agora (${a.reason}); o site usa a última cópia que deu certo, baixada há ${a.age}: as mudanças feitas na planilha depois disso não entram.`,
    hint: () => 'Gere de novo quando o link voltar a responder, para publicar as mudanças feitas depois dessa cópia.',
  }),
} as const;
