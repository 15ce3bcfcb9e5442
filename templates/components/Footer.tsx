/**
 * Site footer (docs/site.md#footer): about text, contact, hours, social links, a small sitemap (which is also the
 * no-script route to every section), the technical director with CRM (CFM rule) and the privacy-policy link.
 */
import type { SiteModel } from '../../src/model/types.ts';
import { Address } from './Address.tsx';
import { Icon, socialIconName } from './Icon.tsx';
import { mailtoHref, PRIVACY_PATH, telHref } from './links.ts';
import { OpeningHours } from './OpeningHours.tsx';
import { staticMarkup } from './static-markup.ts';

const SITEMAP = [
  { label: 'Início', href: '/' },
  { label: 'Sobre', href: '/#sobre' },
  { label: 'Serviços', href: '/servico' },
  { label: 'Tratamentos', href: '/tratamento' },
  { label: 'Protocolos', href: '/protocolo' },
  { label: 'Contato', href: '/#contato' },
  { label: 'Agendar Online', href: '/agendar-online' },
  { label: 'Política de Privacidade', href: PRIVACY_PATH },
];

/**
 * Drawn once per model (static-markup.ts): the footer is the same on every page. The inner HTML is React's own
 * markup, every text escaped.
 */
export function Footer({ site }: { site: SiteModel }) {
  return <footer className="footer" id="rodape" dangerouslySetInnerHTML={{ __html: staticMarkup(site, 'footer', () => <FooterContent site={site} />) }} />;
}

function FooterContent({ site }: { site: SiteModel }) {
  const { settings, texts } = site;
  return (
    <>
      <div className="container footer__grid">
        <section className="footer__about" aria-labelledby="rodape-clinica">
          <h2 id="rodape-clinica" className="footer__brand">{settings.clinicName}</h2>
          <p>{texts.footerAbout}</p>
          <ul className="footer__social" aria-label="Redes sociais">
            {settings.social.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  <Icon name={socialIconName(link.network)} size={22} />
                  <span className="sr-only">{link.network} (abre em nova aba)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="rodape-contato">
          <h2 id="rodape-contato" className="footer__title">Contato</h2>
          <ul className="footer__contact">
            <li><a href={telHref(settings.phone.tel)}>{settings.phone.display}</a></li>
            <li><a href={mailtoHref(settings.email)}>{settings.email}</a></li>
          </ul>
          <Address address={settings.address} />
        </section>
        <section aria-labelledby="rodape-horarios">
          <h2 id="rodape-horarios" className="footer__title">Horário de atendimento</h2>
          <OpeningHours hours={settings.hours} />
        </section>
        <nav aria-labelledby="rodape-mapa">
          <h2 id="rodape-mapa" className="footer__title">Mapa do site</h2>
          <ul className="footer__sitemap">
            {/* The blog only while it has articles (no link to an empty page). */}
            {[...SITEMAP.slice(0, 5), ...(site.blog.articles.length ? [{ label: 'Blog', href: '/blog' }] : []), ...SITEMAP.slice(5)].map((link) => (
              <li key={link.href}><a href={link.href}>{link.label}</a></li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container footer__legal">
        {/* Resolução CFM 2.336/2023, art. 5º, I: the clinic's name with its registration at the CRM, and the technical
            director's name with theirs. */}
        {settings.clinicCrm && (
          <p>
            {settings.clinicName} – {settings.clinicCrm}
          </p>
        )}
        <p>
          Responsável técnico(a): {settings.technicalDirector.name} – {settings.technicalDirector.crm}
        </p>
        <p>
          © {settings.clinicName} · <a href={PRIVACY_PATH}>Política de Privacidade</a>
        </p>
      </div>
    </>
  );
}
