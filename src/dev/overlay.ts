/**
 * What `clinic-site dev` adds to the HTML it serves (never to `build` output): a tiny script that listens to the dev
 * server's events and reloads the tab after a rebuild, and, while the sheets have errors, an overlay that lists them
 * with their place in the sheet, over the last good site. Pure: state in, HTML out.
 */
import type { Problem } from '../errors/problems.ts';
import { describeGroupLocation, groupMessages, groupProblems, omittedLines, type ProblemGroup } from '../errors/problem-groups.ts';
import { rowExcerpt } from '../errors/problem-report.ts';
import { describeLocation } from '../errors/location.ts';
import { escapeHtml } from '../render/html.ts';

/** The server-sent events endpoint (a path no page can take: routes never start with "__"). */
export const DEV_EVENTS_PATH = '/__clinic-site/eventos';
export const OVERLAY_ID = 'clinic-site-dev-erros';
export const NOTICE_ID = 'clinic-site-dev-aviso';

/**
 * Why the last rebuild failed: the sheets' problems; something of the machine's for whoever runs dev to fix (the
 * working folder cannot be written: a full disk, no permission), in the words `build` uses; or a bug (its output,
 * printed as it came).
 */
export type BuildFailure =
  | { kind: 'sheets'; problems: Problem[] }
  | { kind: 'machine'; message: string; hint: string }
  | { kind: 'bug'; text: string };

/** What every open tab must know: which build it should show, and why the latest rebuild failed, if it did. */
export interface DevState {
  buildId: number;
  failure: BuildFailure | null;
  /** Warnings of the build shown that say part of it is an older copy (src/dev/overlay.ts `staleNotices`). */
  notices?: Problem[];
  /** False while no build has made a site to show (the first one failed): the overlay then promises no older one. */
  hasSite?: boolean;
}

/**
 * Warnings that say the site shows an older copy than staff edited: a fontes.txt workbook that could not be downloaded
 * (`--offline-ok`) or a photo link that did not answer. The page then looks current while it is not, so the tab says
 * so, not only the terminal.
 */
const STALE_CONTENT: readonly string[] = ['FONTE_COPIA_GUARDADA', 'IMAGEM_REMOTA_EM_CACHE'];

export const staleNotices = (warnings: Problem[]): Problem[] => warnings.filter((p) => STALE_CONTENT.includes(p.code));

/** A strip at the foot of the page for each stale-content warning of the build shown, or '' when there is none. */
export function noticeHtml(notices: Problem[] = []): string {
  if (!notices.length) return '';
  const items = notices.map(
    (p) => `<li><strong>${escapeHtml(p.title)}</strong> (${escapeHtml(describeLocation(p.location))}): ${escapeHtml(p.message)}</li>`,
  );
  return `<div id="${NOTICE_ID}" role="status" style="position:fixed;left:0;right:0;bottom:0;z-index:2147483646;max-height:40vh;overflow:auto;background:#fff4d6;color:#1a1a1a;border-top:3px solid #8a5a00;padding:.75rem 1rem;font:15px/1.5 system-ui,sans-serif">
<strong style="color:#8a5a00">Aviso: esta prévia não mostra tudo o que foi editado</strong>
<ul style="margin:.25rem 0;padding-left:1.25rem">${items.join('')}</ul>
<div>O que fazer: uma planilha do fontes.txt volta sozinha, porque a prévia confere os links a cada meio minuto; uma foto por link volta quando uma planilha da pasta for salva depois que o link responder.</div>
<button type="button" onclick="this.parentNode.remove()" style="font:inherit;padding:.1rem .75rem">Fechar</button></div>`;
}

function problemHtml({ first: problem, ...group }: ProblemGroup): string {
  const excerpt = rowExcerpt(problem);
  return `<li style="margin:0 0 1rem;padding:0 0 1rem;border-bottom:1px solid #e5e5e5">
<strong style="color:${problem.severity === 'error' ? '#b00020' : '#8a5a00'}">${problem.severity === 'error' ? 'Erro' : 'Aviso'}: ${escapeHtml(problem.title)}</strong>
<div style="font-weight:600">${escapeHtml(describeGroupLocation({ first: problem, ...group }))}</div>
${groupMessages(group).map((message) => `<div>${escapeHtml(message)}</div>`).join('')}
${excerpt.length ? `<pre style="margin:.5rem 0;padding:.5rem;background:#f4f4f4;overflow:auto;font-size:.8rem">${escapeHtml(excerpt.join('\n'))}</pre>` : ''}
<div>O que fazer: ${escapeHtml(problem.hint)}</div></li>`;
}

/** The errors, grouped and capped as in the terminal (ten thousand pasted rows must not make a page of megabytes). */
function overlayList(problems: Problem[]): string {
  const { groups, omitted } = groupProblems(problems.filter((p) => p.severity === 'error'));
  const more = omittedLines(omitted).map((line) => `<li>${escapeHtml(line)}</li>`);
  return `<ul style="list-style:none;margin:0;padding:0">${groups.map(problemHtml).join('')}${more.join('')}</ul>`;
}

const TITLES: Record<BuildFailure['kind'], string> = {
  sheets: 'As planilhas têm problemas',
  machine: 'O site não pôde ser gravado',
  bug: 'Erro interno ao gerar o site',
};

const LEADS: Record<BuildFailure['kind'], string> = {
  sheets: 'Corrija e salve a planilha: a página recarrega sozinha.',
  machine: 'Não é um problema nas planilhas. Depois de resolver, salve a planilha de novo: a página recarrega sozinha.',
  bug: 'Não é um problema nas planilhas.',
};

/** The overlay for a failed rebuild, or '' when the last rebuild worked. */
export function overlayHtml(failure: BuildFailure | null, hasSite = true): string {
  if (!failure) return '';
  const title = TITLES[failure.kind];
  const body =
    failure.kind === 'sheets'
      ? overlayList(failure.problems)
      : failure.kind === 'machine'
        ? `<p style="margin:0 0 .5rem;font-weight:600">${escapeHtml(failure.message)}</p><p style="margin:0">O que fazer: ${escapeHtml(failure.hint)}</p>`
        : `<pre style="white-space:pre-wrap;font-size:.8rem">${escapeHtml(failure.text)}</pre>`;
  return `<div id="${OVERLAY_ID}" role="alert" style="position:fixed;inset:1rem;z-index:2147483647;overflow:auto;background:#fff;color:#1a1a1a;border:4px solid #b00020;border-radius:8px;padding:1.5rem;font:16px/1.5 system-ui,sans-serif;box-shadow:0 8px 32px rgba(0,0,0,.3)">
<h2 style="margin:0 0 .25rem;font-size:1.3rem;color:#b00020">${title}</h2>
<p style="margin:0 0 1rem">${LEADS[failure.kind]} ${hasSite ? 'Enquanto isso, o site mostra a última versão que funcionou.' : 'O site aparece aqui assim que for gerado.'}</p>
${body}
<button type="button" onclick="this.parentNode.remove()" style="font:inherit;padding:.25rem 1rem">Fechar</button></div>`;
}

/**
 * The snippet put before `</body>`: the overlay (so it shows at once, also after a reload) and the script. The script
 * reloads when the server reports another build than the page was served with, and swaps the overlay otherwise.
 * EventSource reconnects by itself, so a restarted dev server reloads the tab as well.
 */
export function devSnippet(state: DevState): string {
  const script = `(() => {
  const shown = ${state.buildId};
  const events = new EventSource(${JSON.stringify(DEV_EVENTS_PATH)});
  events.addEventListener('estado', (event) => {
    const state = JSON.parse(event.data);
    if (state.buildId !== shown) return location.reload();
    document.getElementById(${JSON.stringify(OVERLAY_ID)})?.remove();
    if (state.overlay) document.body.insertAdjacentHTML('beforeend', state.overlay);
  });
})();`;
  return `${overlayHtml(state.failure, state.hasSite)}${noticeHtml(state.notices)}<script data-clinic-site-dev>${script.replace(/<\//g, '<\\/')}</script>`;
}

/** `html` with the snippet before its last `</body>` (at the end if there is none). */
export function injectSnippet(html: string, snippet: string): string {
  const at = html.lastIndexOf('</body>');
  return at === -1 ? html + snippet : html.slice(0, at) + snippet + html.slice(at);
}
