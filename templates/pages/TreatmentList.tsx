/** /tratamento: every treatment, searchable and filterable (docs/site.md#list-pages). */
import type { TemplateProps } from '../../src/model/page-props.ts';
import { Layout } from '../components/Layout.tsx';
import { WhatsAppButton } from '../components/WhatsAppButton.tsx';
import { ListPage } from '../components/catalogue/ListPage.tsx';
import { treatmentCard } from '../components/catalogue/card-data.ts';

export default function TreatmentList({ site, path, listPage }: TemplateProps['treatmentList']) {
  const { texts, settings } = site;
  return (
    <Layout site={site} path={path}>
      <ListPage
        site={site}
        kind="treatment"
        section="tratamento"
        title={texts.treatmentsTitle}
        intro={texts.treatmentsIntro}
        listPage={listPage}
        cards={listPage.items.map(treatmentCard)}
        closing={{
          title: 'Ficou com alguma dúvida?',
          text: 'Converse com a equipe da clínica: explicamos cada tratamento e ajudamos você a marcar a sua avaliação.',
          actions: (
            <WhatsAppButton whatsapp={settings.whatsapp} message={texts.whatsappDefaultMessage}>
              Fale Conosco
            </WhatsAppButton>
          ),
        }}
      />
    </Layout>
  );
}
