/**
 * One protocol card of the home tabs and its modal `<dialog>` (docs/site.md#protocol-tabs-and-dialog: what is included
 * + a 'want this protocol' WhatsApp link), opened by the card's button or a click anywhere else on the card.
 * showModal() gives the APG modal behaviour: the page behind becomes inert (focus stays inside), Escape closes, and
 * focus goes back to the card's button. The button also carries the declarative `command="show-modal"` (invoker
 * commands), so it opens the dialog in current browsers even before script runs.
 */
import { Picture } from '../components/Picture.tsx';
import { useRef } from 'react';
import type { Image } from '../../src/model/types.ts';
import { Icon } from '../components/Icon.tsx';
import { whatsappHref } from '../components/links.ts';

export interface ProtocolCardData {
  slug: string;
  name: string;
  description: string;
  href: string;
  price: string;
  sessions: string;
  duration: string;
  features: string[];
  image: Image;
}

/** Prefilled text of the dialog's WhatsApp link, naming the protocol. */
export const protocolWhatsappText = (name: string) => `Olá! Quero este protocolo: ${name}. Gostaria de agendar uma avaliação.`;

export function ProtocolCard({ protocol, whatsapp, dialogId }: { protocol: ProtocolCardData; whatsapp: string; dialogId: string }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const invoker = { command: 'show-modal', commandfor: dialogId } as Record<string, string>;
  const titleId = `${dialogId}-titulo`;
  return (
    // A click on the card's picture, title or text opens the dialog, as its button does (before hydration too: the
    // click is held and replayed, src/render/client/hydrate.ts). Links, buttons and the open dialog keep their own
    // clicks, and so does a visitor selecting the card's text.
    <article
      className="card protocol-card"
      data-replay-click=""
      onClick={(event) => {
        if ((event.target as Element).closest('a, button, dialog') || window.getSelection()?.toString()) return;
        openerRef.current?.click();
      }}
    >
      <div className="card__media">
        <Picture image={protocol.image} slot="dialog" />
      </div>
      <div className="card__body">
        {/* Under its group's heading (h3, ProtocolTabs.tsx), shown or read. */}
        <h4 className="card__title">{protocol.name}</h4>
        <p className="card__meta">{protocol.sessions} · {protocol.duration}</p>
        <p>{protocol.description}</p>
        <p className="card__price">{protocol.price}</p>
        <div className="card__footer cluster">
          <button
            ref={openerRef}
            type="button"
            className="btn btn--primary btn--small"
            aria-haspopup="dialog"
            {...invoker}
            onClick={(event) => {
              event.preventDefault();
              if (!dialogRef.current?.open) dialogRef.current?.showModal();
            }}
          >
            O que está incluído<span className="sr-only"> em {protocol.name}</span>
          </button>
          <a className="btn btn--secondary btn--small" href={protocol.href}>Saiba mais<span className="sr-only"> sobre {protocol.name}</span></a>
        </div>
      </div>
      <dialog ref={dialogRef} id={dialogId} className="dialog" aria-labelledby={titleId} onClose={() => openerRef.current?.focus()}>
        <div className="dialog__header">
          <h3 id={titleId}>{protocol.name}</h3>
          <form method="dialog">
            <button type="submit" className="dialog__close" aria-label="Fechar">
              <Icon name="close" />
            </button>
          </form>
        </div>
        <p className="dialog__subtitle">O que está incluído</p>
        <ul className="check-list">
          {protocol.features.map((feature) => (
            <li key={feature}><Icon name="check" size={18} /> {feature}</li>
          ))}
        </ul>
        <p className="card__price">{protocol.price} · {protocol.sessions}</p>
        <div className="cluster">
          <a className="btn btn--primary" href={whatsappHref(whatsapp, protocolWhatsappText(protocol.name))} target="_blank" rel="noopener noreferrer">
            <Icon name="whatsapp" /> Quero este protocolo<span className="sr-only"> (WhatsApp, abre em nova aba)</span>
          </a>
          <a className="btn btn--secondary" href={protocol.href}>Ver detalhes do protocolo</a>
        </div>
      </dialog>
    </article>
  );
}
