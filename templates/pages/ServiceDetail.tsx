/** /servico/{slug}, section by section as docs/site.md#service-detail lists them. */
import { detailCrumbs } from '../../src/model/crumbs.ts';
import type { TemplateProps } from '../../src/model/page-props.ts';
import { Layout } from '../components/Layout.tsx';
import { PhoneButton } from '../components/PhoneButton.tsx';
import { WhatsAppButton } from '../components/WhatsAppButton.tsx';
import { ClosingCta } from '../components/catalogue/ClosingCta.tsx';
import { DetailHero } from '../components/catalogue/DetailHero.tsx';
import { DetailSection } from '../components/catalogue/DetailSection.tsx';
import { FaqSection } from '../components/catalogue/FaqSection.tsx';
import { BenefitList, FeatureGrid } from '../components/catalogue/ItemLists.tsx';
import { RelatedItems } from '../components/catalogue/RelatedItems.tsx';
import { RichText } from '../components/catalogue/RichText.tsx';
import { TrustTiles } from '../components/catalogue/TrustTiles.tsx';
import { evaluationNoteBeside } from '../components/catalogue/evaluation-note.ts';

/** The prefilled messaging text, exactly as docs/site.md#service-detail gives it. */
export const serviceMessage = (title: string) => `Olá! Gostaria de agendar uma consulta para ${title}.`;

export default function ServiceDetail({ site, path, service }: TemplateProps['serviceDetail']) {
  const { settings, texts } = site;
  const message = serviceMessage(service.title);
  return (
    <Layout site={site} path={path}>
      <DetailHero
        variant="service"
        crumbs={detailCrumbs('servico', service.title)}
        category={service.category}
        title={service.title}
        description={service.description}
        facts={[
          { icon: 'clock', label: 'Duração', value: service.duration.display },
          { icon: 'leaf', label: 'Recuperação', value: service.recovery },
          { icon: 'tag', label: 'Investimento', value: service.price.display, note: service.offer, wide: true },
        ]}
        evaluationNote={evaluationNoteBeside(service.offer, texts.evaluationNote)}
        actions={
          <>
            <WhatsAppButton whatsapp={settings.whatsapp} message={message}>Agendar Consulta</WhatsAppButton>
            <PhoneButton phone={settings.phone} />
          </>
        }
        image={service.image}
        doctor={settings.doctor}
      />
      <DetailSection id="sobre-o-tratamento" title="Sobre o Tratamento">
        <RichText html={service.contentHtml} topLevel={3} />
      </DetailSection>
      <DetailSection id="o-que-esta-incluido" title="O que está incluído" tone="tinted">
        <FeatureGrid features={service.features} />
      </DetailSection>
      <DetailSection id="beneficios" title="Benefícios do Tratamento">
        <BenefitList benefits={service.benefits} />
        <TrustTiles headingLevel={3} />
      </DetailSection>
      {service.protocols.length > 0 && (
        <DetailSection id="protocolos" title="Protocolos que utilizam este serviço" tone="tinted">
          <RelatedItems items={service.protocols} />
        </DetailSection>
      )}
      <FaqSection faq={service.faq} idBase={`faq-${service.slug}`} />
      <ClosingCta
        title="Vamos conversar sobre o seu caso?"
        text={`Agende uma consulta para ${service.title}: na avaliação, a equipe médica explica a indicação, os riscos e os cuidados.`}
      >
        <WhatsAppButton whatsapp={settings.whatsapp} message={message}>Agendar pelo WhatsApp</WhatsAppButton>
        <PhoneButton phone={settings.phone} />
      </ClosingCta>
    </Layout>
  );
}
