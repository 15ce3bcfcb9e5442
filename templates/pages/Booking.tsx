/**
 * /agendar-online (docs/site.md#booking-page): the 'Solicitar Agendamento' form, a 3-step explanation, a note to
 * check spam or use WhatsApp, the 24-hour reply note (docs/site.md#constants) and the WhatsApp alternative.
 */
import { BOOKING_CRUMBS } from '../../src/model/crumbs.ts';
import type { TemplateProps } from '../../src/model/page-props.ts';
import { Breadcrumb } from '../components/Breadcrumb.tsx';
import { Island } from '../components/Island.tsx';
import { Layout } from '../components/Layout.tsx';
import { PhoneButton } from '../components/PhoneButton.tsx';
import { WhatsAppButton } from '../components/WhatsAppButton.tsx';
import BookingForm from '../islands/BookingForm.tsx';

export const BOOKING_STEPS = [
  { title: 'Solicitação recebida', text: 'Você envia o formulário com a data e o horário de sua preferência.' },
  { title: 'Contato para confirmar', text: 'Nossa equipe entra em contato para confirmar o horário disponível.' },
  { title: 'Agendamento concluído', text: 'Com o horário confirmado, seu atendimento fica agendado.' },
];

export default function Booking({ site, path }: TemplateProps['booking']) {
  const { settings, texts } = site;
  return (
    <Layout site={site} path={path}>
      <section className="section page-intro">
        <div className="container">
          <Breadcrumb items={BOOKING_CRUMBS} />
          <div className="booking">
            <div className="booking__intro">
              <p className="eyebrow">Agendamento</p>
              <h1>Agende sua avaliação</h1>
              <p className="lead">{texts.bookingIntro}</p>
              <h2 className="booking__steps-title">Como funciona</h2>
              <ol className="steps">
                {BOOKING_STEPS.map((step) => (
                  <li key={step.title} className="steps__item">
                    <h3>{step.title}</h3>
                    <p>{step.text}</p>
                  </li>
                ))}
              </ol>
              <aside className="note" aria-label="Prazo de resposta">
                <p><strong>Retornamos em até 24 horas</strong>, em horário de atendimento, para confirmar o seu horário.</p>
                <p>Não recebeu nossa resposta? Confira a caixa de spam do seu e-mail ou fale conosco pelo WhatsApp.</p>
              </aside>
              <p className="note__evaluation">{texts.evaluationNote}</p>
            </div>
            <div className="booking__form">
              <Island component={BookingForm} props={{ consentText: texts.consentText, whatsapp: settings.whatsapp, thanksPath: '/obrigado' }} />
              <div className="booking__alternative">
                <h2>Prefere falar agora?</h2>
                <p>Agende pelo WhatsApp ou por telefone, em horário de atendimento.</p>
                <div className="cluster">
                  <WhatsAppButton whatsapp={settings.whatsapp} message="Olá! Gostaria de agendar uma avaliação." variant="secondary">
                    Agendar pelo WhatsApp
                  </WhatsAppButton>
                  <PhoneButton phone={settings.phone} />
                </div>
              </div>
            </div>
          </div>
        </div>
      </section>
    </Layout>
  );
}
