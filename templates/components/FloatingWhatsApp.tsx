/** The floating messaging button of every page (docs/site.md#page-layout). */
import type { SiteModel } from '../../src/model/types.ts';
import { Icon } from './Icon.tsx';
import { whatsappHref } from './links.ts';
import { staticMarkup } from './static-markup.ts';

/**
 * Drawn once per model (static-markup.ts): the button is the same on every page. The inner HTML is React's own
 * markup, every text escaped.
 */
export function FloatingWhatsApp({ site }: { site: SiteModel }) {
  return (
    // In a labelled landmark, so that screen-reader users who move by regions find it (axe 'region').
    <aside
      className="floating-whatsapp-region"
      aria-label="Contato rápido"
      dangerouslySetInnerHTML={{ __html: staticMarkup(site, 'floating-whatsapp', () => <FloatingLink whatsapp={site.settings.whatsapp} message={site.texts.whatsappDefaultMessage} />) }}
    />
  );
}

function FloatingLink({ whatsapp, message }: { whatsapp: string; message: string }) {
  return (
    <a className="floating-whatsapp" href={whatsappHref(whatsapp, message)} target="_blank" rel="noopener noreferrer">
      <Icon name="whatsapp" size={28} />
      <span className="sr-only">Falar pelo WhatsApp (abre em nova aba)</span>
    </a>
  );
}
