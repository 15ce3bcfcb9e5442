/**
 * What a list-page card shows, as plain JSON: the props of the CatalogueBrowser island carry one per item, so they hold
 * only what the card and the search need (no FAQ, rich text or SEO), already cut to the card rules of
 * docs/site.md#catalogue-cards.
 */
import type { Category, Image, Protocol, Service, Treatment } from '../../../src/model/types.ts';
import { benefitChips, featurePreview, type Preview } from './card-text.ts';

interface CardBase {
  slug: string;
  href: string;
  /** Title, or a protocol's name: what the search and the 'Saiba mais' link name. */
  title: string;
  description: string;
  category: Category;
  price: string;
  duration: string;
}

export interface TreatmentCardData extends CardBase {
  kind: 'treatment';
  subtitle: string | null;
  recovery: string;
  features: Preview;
}

export interface ProtocolCardData extends CardBase {
  kind: 'protocol';
  image: Image;
  sessions: string;
  benefits: Preview;
}

export interface ServiceCardData extends CardBase {
  kind: 'service';
  image: Image;
  benefits: Preview;
}

export type CardData = TreatmentCardData | ProtocolCardData | ServiceCardData;

const base = (item: Treatment | Protocol | Service, title: string): CardBase => ({
  slug: item.slug,
  href: item.href,
  title,
  description: item.description,
  category: item.category,
  price: item.price.display,
  duration: item.duration.display,
});

export function treatmentCard(treatment: Treatment): TreatmentCardData {
  return {
    ...base(treatment, treatment.title),
    kind: 'treatment',
    subtitle: treatment.subtitle,
    recovery: treatment.recovery,
    features: featurePreview(treatment.features),
  };
}

export function protocolCard(protocol: Protocol): ProtocolCardData {
  return {
    ...base(protocol, protocol.name),
    kind: 'protocol',
    image: protocol.hero.backgroundImage,
    sessions: protocol.sessions,
    benefits: benefitChips(protocol.benefits),
  };
}

export function serviceCard(service: Service): ServiceCardData {
  return { ...base(service, service.title), kind: 'service', image: service.image, benefits: benefitChips(service.benefits) };
}
