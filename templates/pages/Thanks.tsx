/**
 * /obrigado (docs/site.md#thank-you-page; noindex is set by the head): success message, e-mail and WhatsApp info, links
 * to home and WhatsApp, next steps (request analysis, time confirmation, booking finished), links to the catalogues.
 * Both forms land here when no script ran (the home contact form too), so the texts fit a message as well as a booking.
 */
import type { TemplateProps } from '../../src/model/page-props.ts';
import { Icon } from '../components/Icon.tsx';
import { Layout } from '../components/Layout.tsx';
import { mailtoHref } from '../components/links.ts';
import { WhatsAppButton } from '../components/WhatsAppButton.tsx';

export const NEXT_STEPS = [
  { title: 'Análise da solicitação', text: 'Nossa equipe lê a sua mensagem e, se você indicou, a data de preferência.' },
  { title: 'Confirmação do horário', text: 'Entramos em contato por telefone, WhatsApp ou e-mail em até 24 horas.' },
  { title: 'Agendamento concluído', text: 'Com o horário confirmado, é só comparecer à clínica.' },
];

const CATALOGUES = [
  { href: '/tratamento', label: 'Tratamentos' },
  { href: '/protocolo', label: 'Protocolos' },
  { href: '/servico', label: 'Serviços' },
];

export default function Thanks({ site, path }: TemplateProps['thanks']) {
  const { settings, texts } = site;
  return (
    <Layout site={site} path={path}>
      <section className="section thanks">
        <div className="container thanks__inner">
          <span className="thanks__icon" aria-hidden="true"><Icon name="check" size={40} /></span>
          <h1>Solicitação enviada com sucesso!</h1>
          <p className="lead">{texts.thanksMessage}</p>
          <p>
            Respondemos pelo telefone, WhatsApp ou e-mail que você informou. Se preferir, escreva para{' '}
            <a href={mailtoHref(settings.email)}>{settings.email}</a> ou fale conosco pelo WhatsApp.
          </p>
          <div className="cluster thanks__actions">
            <a className="btn btn--primary" href="/">Voltar ao início</a>
            <WhatsAppButton whatsapp={settings.whatsapp} message={texts.whatsappDefaultMessage} variant="secondary">
              Falar pelo WhatsApp
            </WhatsAppButton>
          </div>
          <h2>Próximos passos</h2>
          <ol className="steps steps--center">
            {NEXT_STEPS.map((step) => (
              <li key={step.title} className="steps__item">
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
          <h2>Enquanto isso, conheça</h2>
          <ul className="cluster thanks__links plain-list">
            {CATALOGUES.map((link) => (
              <li key={link.href}>
                <a className="btn btn--secondary" href={link.href}>{link.label} <Icon name="arrow" size={18} /></a>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </Layout>
  );
}
