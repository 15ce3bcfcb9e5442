/**
 * Home '#protocolos' (docs/site.md#home-page): tabs Facial / Corporal / Capilar, the first three protocols of each, and
 * 'see all'.
 */
import type { Protocol, SiteModel, TreatmentCategory } from '../../../src/model/types.ts';
import { CATEGORY_LABELS } from '../../../src/model/types.ts';
import ProtocolTabs from '../../islands/ProtocolTabs.tsx';
import type { ProtocolCardData } from '../../islands/ProtocolDialog.tsx';
import { Icon } from '../Icon.tsx';
import { Island } from '../Island.tsx';

const TAB_CATEGORIES: TreatmentCategory[] = ['facial', 'corporal', 'capilar'];
export const CARDS_PER_TAB = 3;

const cardData = (protocol: Protocol): ProtocolCardData => ({
  slug: protocol.slug,
  name: protocol.name,
  description: protocol.description,
  href: protocol.href,
  price: protocol.price.display,
  sessions: protocol.sessions,
  duration: protocol.duration.display,
  features: protocol.features,
  image: protocol.hero.backgroundImage,
});

export function HomeProtocols({ site }: { site: SiteModel }) {
  const tabs = TAB_CATEGORIES.map((category) => ({
    key: category,
    label: CATEGORY_LABELS[category],
    protocols: site.protocols.filter((protocol) => protocol.category === category).slice(0, CARDS_PER_TAB).map(cardData),
  }));
  return (
    <section className="section section--sand" id="protocolos" aria-labelledby="protocolos-titulo">
      <div className="container">
        <header className="section__header section__header--center">
          <p className="eyebrow">Protocolos</p>
          <h2 id="protocolos-titulo">{site.texts.homeProtocolsTitle}</h2>
          <p className="lead">{site.texts.homeProtocolsIntro}</p>
        </header>
        <Island component={ProtocolTabs} props={{ tabs, whatsapp: site.settings.whatsapp }} />
        <div className="section__footer">
          <a className="btn btn--secondary" href="/protocolo">Ver todos os protocolos <Icon name="arrow" size={18} /></a>
        </div>
      </div>
    </section>
  );
}
