/** Home page (docs/site.md#home-page): hero, #sobre, #serviços, #protocolos, testimonials, #blog, FAQ, #contato. */
import type { TemplateProps } from '../../src/model/page-props.ts';
import { AboutSection } from '../components/home/AboutSection.tsx';
import { BlogSection } from '../components/home/BlogSection.tsx';
import { ContactSection } from '../components/home/ContactSection.tsx';
import { FeaturedServices } from '../components/home/FeaturedServices.tsx';
import { HomeHero } from '../components/home/HomeHero.tsx';
import { HomeProtocols } from '../components/home/HomeProtocols.tsx';
import { Island } from '../components/Island.tsx';
import { Layout } from '../components/Layout.tsx';
import Accordion from '../islands/Accordion.tsx';
import TestimonialCarousel from '../islands/TestimonialCarousel.tsx';

export default function Home({ site, path }: TemplateProps['home']) {
  const { texts, home } = site;
  return (
    <Layout site={site} path={path}>
      <HomeHero site={site} />
      <AboutSection site={site} />
      <FeaturedServices site={site} />
      <HomeProtocols site={site} />
      <section className="section section--sand" aria-labelledby="depoimentos-titulo">
        <div className="container">
          <header className="section__header section__header--center">
            <p className="eyebrow">Depoimentos</p>
            <h2 id="depoimentos-titulo">{texts.homeTestimonialsTitle}</h2>
          </header>
          <Island component={TestimonialCarousel} load="visible" props={{ testimonials: home.testimonials, label: texts.homeTestimonialsTitle }} />
        </div>
      </section>
      <BlogSection site={site} />
      <section className="section" aria-labelledby="faq-titulo">
        <div className="container faq">
          <header className="section__header">
            <p className="eyebrow">Dúvidas</p>
            <h2 id="faq-titulo">{texts.homeFaqTitle}</h2>
          </header>
          <Island component={Accordion} props={{ items: home.faq, headingLevel: 3, idBase: 'faq-inicio' }} />
        </div>
      </section>
      <ContactSection site={site} />
    </Layout>
  );
}
