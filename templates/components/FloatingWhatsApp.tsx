/** The floating messaging button of every page (docs/site.md#page-layout). */
import { Icon } from './Icon.tsx';
import { whatsappHref } from './links.ts';

export function FloatingWhatsApp({ whatsapp, message }: { whatsapp: string; message: string }) {
  return (
    // In a labelled landmark, so that screen-reader users who move by regions find it (axe 'region').
    <aside className="floating-whatsapp-region" aria-label="Contato rápido">
      <a className="floating-whatsapp" href={whatsappHref(whatsapp, message)} target="_blank" rel="noopener noreferrer">
        <Icon name="whatsapp" size={28} />
        <span className="sr-only">Falar pelo WhatsApp (abre em nova aba)</span>
      </a>
    </aside>
  );
}
