/** /servico and its pages: the services, searchable and filterable, with Medicina as a fourth category (docs/site.md#list-pages). */
import type { TemplateProps } from '../../src/model/page-props.ts';
import { Layout } from '../components/Layout.tsx';
import { PhoneButton } from '../components/PhoneButton.tsx';
import { WhatsAppButton } from '../components/WhatsAppButton.tsx';
import { ListPage } from '../components/catalogue/ListPage.tsx';
import { serviceCard } from '../components/catalogue/card-data.ts';

export const SERVICE_LIST_MESSAGE = 'Olá! Gostaria de agendar uma consulta.';

export default function ServiceList({ site, path, listPage }: TemplateProps['serviceList']) {
  const { texts, settings } = site;
  return (
    <Layout site={site} path={path}>
      <ListPage
        site={site}
        kind="service"
        section="servico"
        title={texts.servicesTitle}
        intro={texts.servicesIntro}
        listPage={listPage}
        cards={listPage.items.map(serviceCard)}
        closing={{
          title: 'Agende a sua consulta',
          text: 'Fale com a clínica pelo WhatsApp ou por telefone para combinar o dia e o horário da sua visita.',
          actions: (
            <>
              <WhatsAppButton whatsapp={settings.whatsapp} message={SERVICE_LIST_MESSAGE}>
                Agendar Consulta
              </WhatsAppButton>
              <PhoneButton phone={settings.phone} />
            </>
          ),
        }}
      />
    </Layout>
  );
}
