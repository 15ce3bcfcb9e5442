/** /protocolo: every protocol, searchable and filterable (docs/site.md#list-pages). */
import type { TemplateProps } from '../../src/model/page-props.ts';
import { Layout } from '../components/Layout.tsx';
import { PhoneButton } from '../components/PhoneButton.tsx';
import { WhatsAppButton } from '../components/WhatsAppButton.tsx';
import { ListPage } from '../components/catalogue/ListPage.tsx';
import { protocolCard } from '../components/catalogue/card-data.ts';

export const PROTOCOL_LIST_MESSAGE = 'Olá! Gostaria de agendar uma avaliação para conhecer os protocolos da clínica.';

export default function ProtocolList({ site, path, listPage }: TemplateProps['protocolList']) {
  const { texts, settings } = site;
  return (
    <Layout site={site} path={path}>
      <ListPage
        site={site}
        kind="protocol"
        section="protocolo"
        title={texts.protocolsTitle}
        intro={texts.protocolsIntro}
        listPage={listPage}
        cards={listPage.items.map(protocolCard)}
        closing={{
          title: 'Qual protocolo combina com você?',
          text: 'Na avaliação, a equipe médica conversa sobre as suas queixas e indica o plano mais adequado ao seu caso.',
          actions: (
            <>
              <WhatsAppButton whatsapp={settings.whatsapp} message={PROTOCOL_LIST_MESSAGE}>
                Agendar Avaliação
              </WhatsAppButton>
              <PhoneButton phone={settings.phone} />
            </>
          ),
        }}
      />
    </Layout>
  );
}
