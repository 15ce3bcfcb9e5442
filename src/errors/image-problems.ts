/**
 * Problems of the images the sheets name: missing, not an image, HEIC, damaged, too big or too small, and remote links.
 */
import { entry, list } from './problem-entry.ts';

export const IMAGE_PROBLEMS = {
  /**
   * An image cell with a name and no extension ('botox'). `files`: the images of the folder with that name and an
   * extension (src/validate/image-name-files.ts); absent when the folder was not looked at.
   */
  IMAGEM_SEM_EXTENSAO: entry<{ name: string; folder: string; files?: string[] }>({
    severity: 'error',
    title: 'Imagem sem a extensão',
    message: (a) =>
      `"${a.name}" não tem a extensão do arquivo (.jpg, .png, .webp, .svg…)` +
      (!a.files
        ? '.'
        : a.files.length === 0
          ? `, e a pasta ${a.folder} não tem nenhuma imagem com esse nome.`
          : a.files.length === 1
            ? `; na pasta ${a.folder} há "${a.files[0]}".`
            : `; na pasta ${a.folder} há ${a.files.length} imagens com esse nome: ${list(a.files)}.`),
    hint: (a) =>
      !a.files
        ? `Escreva o nome do arquivo com a extensão, como aparece na pasta ${a.folder}.`
        : a.files.length === 0
          ? `Copie a imagem para a pasta ${a.folder} e escreva o nome dela com a extensão, como aparece na pasta (ex.: ${a.name}.jpg).`
          : a.files.length === 1
            ? `Escreva o nome completo: ${a.files[0]}.`
            : `Escreva o nome completo da imagem certa: ${a.files.join(' ou ')}.`,
  }),
  /** `similar`: a file of the folder whose name differs only in capitals ('Facial-Olhar.SVG' for 'facial-olhar.svg'). */
  IMAGEM_AUSENTE: entry<{ file: string; folder: string; similar?: string }>({
    severity: 'error',
    title: 'Imagem não encontrada',
    message: (a) =>
      `A imagem "${a.file}" não está na pasta ${a.folder}` + (a.similar ? `; há "${a.similar}", com outras maiúsculas e minúsculas.` : '.'),
    hint: (a) =>
      a.similar
        ? `Escreva o nome como está na pasta, "${a.similar}": no servidor do site, maiúsculas e minúsculas contam.`
        : 'Copie a imagem para essa pasta ou corrija o nome do arquivo (com a extensão, ex.: botox.jpg).',
  }),
  IMAGEM_INVALIDA: entry<{ file: string; empty?: boolean }>({
    severity: 'error',
    title: 'Arquivo não é uma imagem',
    message: (a) =>
      a.empty
        ? `"${a.file}" está vazio (0 bytes): talvez a cópia ou o download da imagem não tenha terminado.`
        : `"${a.file}" não é uma imagem que o site consiga usar (o conteúdo do arquivo não é de uma foto nem de um desenho SVG).`,
    hint: (a) =>
      a.empty
        ? 'Copie a imagem de novo a partir do original.'
        : 'Use fotos JPG, PNG, WebP ou AVIF, ou desenhos SVG. Se o arquivo veio de outro programa, abra-o e salve (ou exporte) como JPG.',
  }),
  // The image stage (src/images): what the build finds when it opens, downloads and converts each image.
  IMAGEM_HEIC: entry<{ file: string }>({
    severity: 'error',
    title: 'Foto em formato HEIC (iPhone)',
    message: (a) =>
      `"${a.file}" é uma foto HEIC, o formato padrão do iPhone, que o gerador do site não consegue abrir.` +
      (/\.hei[cf]$/i.test(a.file) ? '' : ' O nome do arquivo não diz, mas o conteúdo é HEIC.'),
    hint: () =>
      'Salve a foto como JPEG. No iPhone, em Ajustes › Câmera › Formatos, escolha "Mais Compatível": as próximas fotos já saem em JPEG. Para uma foto já tirada, abra-a no computador (Fotos do Windows ou Pré-Visualização do Mac) e exporte como JPEG.',
  }),
  IMAGEM_CORROMPIDA: entry<{ file: string; reason: string }>({
    severity: 'error',
    title: 'Imagem danificada',
    message: (a) => `Não foi possível abrir "${a.file}": o arquivo está danificado ou incompleto (${a.reason}).`,
    hint: () => 'Copie a imagem de novo a partir do original (celular, computador, e-mail). Se ela abrir lá, salve-a de novo como JPEG.',
  }),
  IMAGEM_GRANDE_DEMAIS: entry<{ file: string; megabytes: number; max: number }>({
    severity: 'error',
    title: 'Imagem grande demais',
    message: (a) => `"${a.file}" tem ${a.megabytes.toLocaleString('pt-BR')} MB; o limite é ${a.max} MB.`,
    hint: () => 'Use a foto como o celular salva (até uns 10 MB) ou reduza-a no computador para até 4000 pixels de largura.',
  }),
  IMAGEM_PIXELS_DEMAIS: entry<{ file: string; width?: number; height?: number; max: number; memory?: number }>({
    severity: 'error',
    title: 'Imagem grande demais',
    message: (a) =>
      a.memory
        ? `"${a.file}" está salva num modo (progressivo, CMYK, 16 bits ou AVIF) que exige cerca de ${a.memory.toLocaleString('pt-BR')} MB de memória só para abrir. O arquivo não está danificado: é só grande demais para o site preparar.`
        : `"${a.file}" ${a.width && a.height ? `tem ${a.width.toLocaleString('pt-BR')}×${a.height.toLocaleString('pt-BR')} pixels` : 'tem pixels demais'}` +
          `; o limite é ${a.max} megapixels. O arquivo não está danificado: é só grande demais para o site preparar.`,
    hint: () => 'Reduza a imagem no computador para até 4000 pixels de largura (o site nunca mostra mais que 1600) e salve como JPEG comum; use a cópia reduzida.',
  }),
  DESENHO_COMPLEXO_DEMAIS: entry<{ file: string; reason: string }>({
    severity: 'error',
    title: 'Desenho complexo demais',
    message: (a) => `O desenho "${a.file}" é complexo demais para o site preparar: ${a.reason}. O arquivo não está danificado.`,
    hint: () =>
      'Abra o desenho no programa de origem, tire efeitos e filtros (sombra, desfoque, textura) ou grupos repetidos dentro de grupos, e exporte de novo como SVG. Ou exporte-o como PNG e use o PNG.',
  }),
  IMAGEM_PEQUENA: entry<{ file: string; width: number; slot: string; needed: number }>({
    severity: 'warning',
    title: 'Imagem pequena para o lugar',
    message: (a) => `"${a.file}" tem ${a.width} pixels de largura; ${a.slot} mostra até ${a.needed} pixels, e ela vai parecer borrada.`,
    hint: (a) => `Use uma imagem com pelo menos ${a.needed} pixels de largura. A foto original do celular serve: o site a reduz sozinho.`,
  }),
  IMAGEM_PROPORCAO: entry<{ file: string; width: number; height: number }>({
    severity: 'warning',
    title: 'Imagem estreita ou comprida demais',
    message: (a) => `"${a.file}" tem ${a.width}×${a.height} pixels: as páginas mostram as imagens mais perto de um retângulo 3:2, e boa parte dela será cortada.`,
    hint: () => 'Recorte a imagem perto de 3:2 ou 4:3 (deitada) antes de usar.',
  }),
  IMAGEM_COMPRIDA_DEMAIS: entry<{ file: string; width: number; height: number }>({
    severity: 'error',
    title: 'Imagem comprida demais',
    message: (a) =>
      `"${a.file}" tem ${a.width.toLocaleString('pt-BR')}×${a.height.toLocaleString('pt-BR')} pixels: ` +
      (a.height >= a.width
        ? `é ${Math.round(a.height / a.width).toLocaleString('pt-BR')} vezes mais alta que larga, comprida demais para o site preparar (como o print de uma tela rolada).`
        : `é ${Math.round(a.width / a.height).toLocaleString('pt-BR')} vezes mais larga que alta, comprida demais para o site preparar.`) +
      ' O arquivo não está danificado.',
    hint: () => 'Recorte a parte que interessa, perto de 3:2 ou 4:3 (deitada), e use o recorte.',
  }),
  IMAGEM_REMOTA_FALHOU: entry<{ url: string; reason: string }>({
    severity: 'error',
    title: 'Imagem do endereço não foi baixada',
    message: (a) => `Não foi possível baixar a imagem de ${a.url}: ${a.reason}.`,
    hint: () => 'Abra o endereço no navegador e confira se ele mostra só a foto. Ou salve a foto na pasta imagens e escreva o nome do arquivo na célula.',
  }),
  IMAGEM_REMOTA_EM_CACHE: entry<{ url: string; reason: string }>({
    severity: 'warning',
    title: 'Imagem do endereço: usada a cópia anterior',
    message: (a) => `Não foi possível baixar a imagem de ${a.url} agora (${a.reason}); o site usa a cópia baixada numa geração anterior.`,
    hint: () => 'Se a foto mudou nesse endereço, gere o site de novo quando o endereço voltar a responder.',
  }),
} as const;
