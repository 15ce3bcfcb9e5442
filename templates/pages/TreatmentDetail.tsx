/** /tratamento/{slug} (docs/site.md#treatment-detail). */
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

/** Prefilled messaging text of the page (includes the treatment title, docs/site.md#treatment-detail). */
export const treatmentMessage = (title: string) => `Olá! Gostaria de agendar uma avaliação para ${title}.`;

export default function TreatmentDetail({ site, path, treatment }: TemplateProps['treatmentDetail']) {
  const { settings, texts } = site;
  const message = treatmentMessage(treatment.title);
  const whatsapp = (label: string) => (
    <WhatsAppButton whatsapp={settings.whatsapp} message={message}>
      {label}
    </WhatsAppButton>
  );
  // docs/site.md#treatment-detail: the linked services, or the linked protocols when there are none.
  const related = treatment.relatedServices.length > 0
    ? { title: 'Serviços relacionados', items: treatment.relatedServices }
    : { title: 'Protocolos relacionados', items: treatment.relatedProtocols };
  return (
    <Layout site={site} path={path}>
      <DetailHero
        variant="treatment"
        crumbs={detailCrumbs('tratamento', treatment.title)}
        category={treatment.category}
        title={treatment.title}
        subtitle={treatment.subtitle}
        description={treatment.description}
        facts={[
          { icon: 'clock', label: 'Duração', value: treatment.duration.display },
          { icon: 'leaf', label: 'Recuperação', value: treatment.recovery },
          { icon: 'tag', label: 'Investimento', value: treatment.price.display, note: treatment.offer, wide: true },
        ]}
        evaluationNote={evaluationNoteBeside(treatment.offer, texts.evaluationNote)}
        actions={<>{whatsapp('Agendar Avaliação')}<PhoneButton phone={settings.phone} /></>}
        image={treatment.heroImage}
        doctor={settings.doctor}
      />
      <DetailSection id="sobre-o-tratamento" title="Sobre o tratamento">
        <RichText html={treatment.longDescriptionHtml} topLevel={3} />
      </DetailSection>
      <DetailSection id="o-que-esta-incluido" title="O que está incluído" tone="tinted">
        <FeatureGrid features={treatment.features} />
      </DetailSection>
      <DetailSection id="beneficios" title="Benefícios">
        <BenefitList benefits={treatment.benefits} />
        <TrustTiles headingLevel={3} />
      </DetailSection>
      {related.items.length > 0 && (
        <DetailSection id="relacionados" title={related.title} tone="tinted">
          <RelatedItems items={related.items} />
        </DetailSection>
      )}
      <FaqSection faq={treatment.faq} idBase={`faq-${treatment.slug}`} />
      <ClosingCta
        title="Quer saber se este tratamento é indicado para você?"
        text="Agende uma avaliação: a equipe médica conversa sobre as suas queixas, explica as opções, os riscos e os cuidados."
      >
        {whatsapp('Fale Conosco')}
        <PhoneButton phone={settings.phone} />
      </ClosingCta>
    </Layout>
  );
}
