/**
 * Home hero (docs/site.md#home-page): title, subtitle and the call to action that opens WhatsApp asking for a
 * personalised evaluation.
 */
import { Picture } from '../Picture.tsx';
import type { SiteModel } from '../../../src/model/types.ts';
import { Icon } from '../Icon.tsx';
import { SpecialistBadge } from '../SpecialistBadge.tsx';
import { WhatsAppButton } from '../WhatsAppButton.tsx';

export function HomeHero({ site }: { site: SiteModel }) {
  const { hero } = site.home;
  const { settings } = site;
  return (
    <section className="hero" aria-labelledby="inicio-titulo">
      <div className="container hero__grid">
        <div className="hero__text">
          <p className="eyebrow">{settings.clinicName} · {settings.address.district}, {settings.address.city}</p>
          <h1 id="inicio-titulo">{hero.title}</h1>
          <p className="lead">{hero.subtitle}</p>
          <div className="cluster hero__actions">
            <WhatsAppButton whatsapp={settings.whatsapp} message={hero.whatsappMessage}>{hero.cta}</WhatsAppButton>
            <a className="btn btn--secondary" href="/agendar-online">
              Agendar Online <Icon name="arrow" size={18} />
            </a>
          </div>
          <p className="hero__note">{site.texts.evaluationNote}</p>
        </div>
        <div className="hero__media">
          <Picture image={settings.portrait} slot="portrait" priority />
          <SpecialistBadge doctor={settings.doctor} variant="overlay" />
        </div>
      </div>
    </section>
  );
}
