/** /protocolo/{slug} (docs/site.md#protocol-detail). */
import { detailCrumbs } from '../../src/model/crumbs.ts';
import type { TemplateProps } from '../../src/model/page-props.ts';
import { CATEGORY_LABELS } from '../../src/model/types.ts';
import { Breadcrumb } from '../components/Breadcrumb.tsx';
import { Layout } from '../components/Layout.tsx';
import { PhoneButton } from '../components/PhoneButton.tsx';
import { WhatsAppButton } from '../components/WhatsAppButton.tsx';
import { ClosingCta } from '../components/catalogue/ClosingCta.tsx';
import { DetailSection } from '../components/catalogue/DetailSection.tsx';
import { FactCards } from '../components/catalogue/FactCards.tsx';
import { FaqSection } from '../components/catalogue/FaqSection.tsx';
import { BenefitList, FeatureGrid } from '../components/catalogue/ItemLists.tsx';
import { ProtocolHero } from '../components/catalogue/ProtocolHero.tsx';
import { RelatedItems } from '../components/catalogue/RelatedItems.tsx';
import { evaluationNoteBeside } from '../components/catalogue/evaluation-note.ts';

/** Prefilled messaging text of the page (includes the protocol name, docs/site.md#protocol-detail). */
export const protocolMessage = (name: string) => `Olá! Gostaria de agendar uma avaliação para ${name}.`;

export default function ProtocolDetail({ site, path, protocol }: TemplateProps['protocolDetail']) {
  const { settings, texts } = site;
  const whatsapp = (label: string, className?: string) => (
    <WhatsAppButton whatsapp={settings.whatsapp} message={protocolMessage(protocol.name)} className={className}>
      {label}
    </WhatsAppButton>
  );
  return (
    <Layout site={site} path={path}>
      <ProtocolHero protocol={protocol} />
      {/* The floating 'Agendar Agora' (docs/site.md#protocol-detail); bottom-left, clear of the site's round WhatsApp button. */}
      {whatsapp('Agendar Agora', 'cat-floating-cta')}
      <section className="section cat-section cat-pfacts" aria-label="Resumo do protocolo">
        <div className="container">
          <Breadcrumb items={detailCrumbs('protocolo', protocol.name)} />
          <FactCards
            facts={[
              { icon: 'clock', label: 'Duração', value: protocol.duration.display },
              { icon: 'calendar', label: 'Sessões', value: protocol.sessions },
              { icon: 'tag', label: 'Investimento', value: protocol.price.display, note: protocol.offer },
              { icon: 'layers', label: 'Categoria', value: CATEGORY_LABELS[protocol.category] },
            ]}
          />
          {evaluationNoteBeside(protocol.offer, texts.evaluationNote) && <p className="cat-note">{texts.evaluationNote}</p>}
        </div>
      </section>
      <DetailSection id="sobre-o-protocolo" title="Sobre o Protocolo">
        <p className="cat-section__lead">{protocol.intro}</p>
        <div className="cat-actions">
          {whatsapp('Agendar Avaliação')}
          <PhoneButton phone={settings.phone} />
        </div>
      </DetailSection>
      <DetailSection id="beneficios" title="Benefícios" tone="tinted">
        <BenefitList benefits={protocol.benefits} />
      </DetailSection>
      <DetailSection id="o-que-esta-incluido" title="O que está incluído">
        <FeatureGrid features={protocol.features} />
      </DetailSection>
      {protocol.services.length > 0 && (
        <DetailSection id="servicos-incluidos" title="Serviços incluídos no protocolo" tone="tinted">
          <RelatedItems items={protocol.services} />
        </DetailSection>
      )}
      <FaqSection faq={protocol.faq} idBase={`faq-${protocol.slug}`} />
      <ClosingCta
        title="Vamos montar o seu plano?"
        text="Na avaliação, a equipe médica define com você as etapas, o intervalo entre as sessões e os cuidados em casa."
      >
        {whatsapp('Agendar Avaliação')}
        <PhoneButton phone={settings.phone} />
      </ClosingCta>
    </Layout>
  );
}
