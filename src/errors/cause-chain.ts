/**
 * An error with its `cause` chain, each link with its stack: how a bug is shown in full, in the terminal and in the
 * dev server's overlay. Stages wrap failures with context ("falha ao gerar /servico/botox"), so the chain reads from
 * what was being done down to what broke. At most ten links, in case of a cycle.
 */
export function causeChain(error: unknown): string {
  let text = '';
  for (let current: unknown = error, depth = 0; current && depth < 10; current = (current as Error).cause, depth++) {
    text += `${depth ? 'causado por: ' : ''}${(current as Error)?.stack ?? String(current)}\n`;
  }
  return text;
}
