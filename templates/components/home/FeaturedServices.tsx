/**
 * Home '#serviços' (docs/site.md#home-page): the four featured services, each opening its page in a new tab, and 'see
 * all'.
 */
import { Picture } from '../Picture.tsx';
import type { SiteModel } from '../../../src/model/types.ts';
import { CATEGORY_LABELS } from '../../../src/model/types.ts';
import { Icon } from '../Icon.tsx';

export function FeaturedServices({ site }: { site: SiteModel }) {
  return (
    <section className="section" id="serviços" aria-labelledby="servicos-titulo">
      <div className="container">
        <header className="section__header section__header--center">
          <p className="eyebrow">Serviços</p>
          <h2 id="servicos-titulo">{site.texts.homeServicesTitle}</h2>
          <p className="lead">{site.texts.homeServicesIntro}</p>
        </header>
        <ul className="grid grid--4 plain-list" role="list">
          {site.home.featuredServices.map((service) => (
            <li key={service.slug} className="card service-teaser">
              <div className="card__media">
                <Picture image={service.image} slot="teaser" />
              </div>
              <div className="card__body">
                <span className="badge badge--category">{CATEGORY_LABELS[service.category]}</span>
                <h3 className="card__title">
                  <a href={service.href} target="_blank" rel="noopener">
                    {service.title}
                    <span className="sr-only"> (abre em nova aba)</span>
                  </a>
                </h3>
                <p className="card__text">{service.description}</p>
                <p className="card__footer card__price">{service.price.display}</p>
                <span className="card__more" aria-hidden="true">
                  Abrir em nova aba <Icon name="external" size={16} />
                </span>
              </div>
            </li>
          ))}
        </ul>
        <div className="section__footer">
          <a className="btn btn--secondary" href="/servico">Ver todos os serviços <Icon name="arrow" size={18} /></a>
        </div>
      </div>
    </section>
  );
}
