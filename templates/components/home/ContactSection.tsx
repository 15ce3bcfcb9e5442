/** Home '#contato' (docs/site.md#home-page): the contact form, phone, e-mail, address and hours. */
import type { SiteModel } from '../../../src/model/types.ts';
import ContactForm from '../../islands/ContactForm.tsx';
import { MESSAGE_SENT_ID } from '../../islands/forms/lead.ts';
import { Address } from '../Address.tsx';
import { Icon } from '../Icon.tsx';
import { Island } from '../Island.tsx';
import { mailtoHref, telHref } from '../links.ts';
import { OpeningHours } from '../OpeningHours.tsx';
import { WhatsAppButton } from '../WhatsAppButton.tsx';

export function ContactSection({ site }: { site: SiteModel }) {
  const { settings, texts } = site;
  return (
    <section className="section" id="contato" aria-labelledby="contato-titulo">
      <div className="container contact">
        <div className="contact__info">
          <p className="eyebrow">Contato</p>
          <h2 id="contato-titulo">{texts.homeContactTitle}</h2>
          <p className="lead">{texts.homeContactIntro}</p>
          <ul className="contact__list">
            <li>
              <Icon name="phone" />
              <span>Telefone: <a href={telHref(settings.phone.tel)}>{settings.phone.display}</a></span>
            </li>
            <li>
              <Icon name="mail" />
              <span>E-mail: <a href={mailtoHref(settings.email)}>{settings.email}</a></span>
            </li>
            <li>
              <Icon name="pin" />
              <Address address={settings.address} />
            </li>
            <li>
              <Icon name="clock" />
              <div className="contact__hours">
                <h3 className="contact__subtitle">Horário de atendimento</h3>
                <OpeningHours hours={settings.hours} />
              </div>
            </li>
          </ul>
          <WhatsAppButton whatsapp={settings.whatsapp} message={texts.whatsappDefaultMessage} variant="secondary">
            Conversar pelo WhatsApp
          </WhatsAppButton>
        </div>
        <div className="contact__form">
          <h3 className="form__title">Envie sua mensagem</h3>
          <Island component={ContactForm} props={{ consentText: texts.consentText, whatsapp: settings.whatsapp }} />
          {/* Shown only at /#mensagem-enviada, where a message sent without script comes back (CSS :target). */}
          <p id={MESSAGE_SENT_ID} className="form__status form__status--success form__sent" tabIndex={-1}>
            <Icon name="check" /> Mensagem enviada! Respondemos em breve pelo telefone que você informou.
          </p>
        </div>
      </div>
    </section>
  );
}
