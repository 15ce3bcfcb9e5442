/**
 * Problems of the rich texts (Markdown cells): what the visitor would not see as the author meant, a link to no page,
 * a link the sanitizer removes, an image without an address, HTML the sanitizer removes, a table, a footnote
 * (docs/site.md#rich-text).
 */
import { entry } from './problem-entry.ts';

export const RICH_TEXT_PROBLEMS = {
  /** `suggestion`: a page the site has that the link likely meant (`/agendar-online` for `/agendar`), if any. */
  LINK_PARA_PAGINA_INEXISTENTE: entry<{ target: string; suggestion?: string | null }>({
    severity: 'warning',
    title: 'Link para uma página que não existe',
    message: (a) => `O texto tem um link para "${a.target}", que não é uma página do site: quem clicar cai na página "não encontrada".`,
    hint: (a) => {
      const withoutSlash = !a.target.startsWith('/');
      if (withoutSlash && /^(www\.|[a-z0-9-]+(\.[a-z0-9-]+)*\.(br|com|org|net|gov|edu)(\/|$))/i.test(a.target)) {
        return `Um link para outro site começa com "https://": escreva "https://${a.target}".`;
      }
      const slash = withoutSlash ? ' Um link para outra página do site começa com "/": sem a barra, o navegador procura o endereço a partir da página em que o texto está.' : '';
      if (a.suggestion) {
        const what = a.suggestion.startsWith('/#') ? 'uma seção da página inicial' : 'uma página que o site tem';
        return `Talvez seja "${a.suggestion}", ${what}: escreva [palavras do link](${a.suggestion}).${slash}`;
      }
      return `Confira o endereço do link: o de uma página do site (/servico, /agendar-online…) ou, no fim, o endereço (slug) de uma linha da planilha (serviço, tratamento, protocolo ou artigo).${slash}`;
    },
  }),
  LINK_REMOVIDO_DO_TEXTO: entry<{ target: string }>({
    severity: 'warning',
    title: 'Link que não vai para o site',
    message: (a) =>
      `O texto tem um link para "${a.target}", que a limpeza de HTML tira do site (por segurança): as palavras do link ` +
      'aparecem, mas sem o link, e quem clicar nelas não vai a lugar nenhum.',
    hint: () =>
      'Um link no texto pode levar a outro site ("https://…"), a uma página do site ("/servico/botox", ' +
      '"/agendar-online"), a um telefone ("tel:+5511…") ou a um e-mail ("mailto:contato@…"). Escreva o endereço de um ' +
      'desses jeitos, ou tire o link e deixe só as palavras.',
  }),
  IMAGEM_NO_TEXTO_SEM_ENDERECO: entry<{ target: string }>({
    severity: 'warning',
    title: 'Imagem do texto que não aparece',
    message: (a) => `A imagem "${a.target}" do texto não aparece no site: dentro de um texto, só vale o endereço https:// de uma foto publicada.`,
    hint: () =>
      'A pasta imagens serve às colunas de imagem (capa, foto do serviço), que o site prepara. Use a coluna de imagem, ' +
      'ou o endereço https:// completo de uma foto já publicada, ou tire a imagem do texto.',
  }),
  HTML_REMOVIDO_DO_TEXTO: entry<{ tags: string[] }>({
    severity: 'warning',
    title: 'Parte do texto não vai para o site',
    message: (a) =>
      a.tags.length === 1
        ? `O texto tem um <${a.tags[0]}>, que a limpeza de HTML tira do site (por segurança): no lugar dele não aparece nada.`
        : `O texto tem ${a.tags.map((tag) => `<${tag}>`).join(', ').replace(/, ([^,]*)$/, ' e $1')}, que a limpeza de HTML tira do site (por segurança): no lugar deles não aparece nada.`,
    hint: () =>
      'Nos textos vão só texto, títulos, listas, links e imagens https://. Para um vídeo, ponha um link para ele ' +
      '([Assista ao vídeo](https://www.youtube.com/watch?v=…)) e confira se a frase antes dele ainda faz sentido.',
  }),
  TABELA_NO_TEXTO: entry<Record<string, never>>({
    severity: 'warning',
    title: 'Tabela no texto',
    message: () => 'O texto tem uma tabela, que o site não mostra como tabela (a limpeza de HTML só deixa texto, títulos, listas e links): as células saem grudadas num parágrafo só.',
    hint: () => 'Escreva a tabela como lista, um item por linha: "- Testa: R$ 400".',
  }),
  NOTA_DE_RODAPE_NO_TEXTO: entry<{ mark: string }>({
    severity: 'warning',
    title: 'Nota de rodapé no texto',
    message: (a) =>
      `O texto tem uma nota de rodapé ("${a.mark}"), que o site não mostra como nota: a marca e a linha da nota ` +
      `("${a.mark}: …") aparecem no texto exatamente como foram digitadas.`,
    hint: () =>
      'Tire as marcas "[^…]" e ponha a fonte entre parênteses logo depois da frase ("(Fonte: SBD, 2024)"), ou numa ' +
      'lista no fim do texto: uma linha "## Referências" e, abaixo, um item por fonte ("- SBD, 2024").',
  }),
};
