/**
 * /blog/{slug}: breadcrumb, title, dates, reading time, author with CRM/RQE, cover, text, the note that the content
 * informs and does not replace a consultation, related treatments and services, the booking and WhatsApp calls to
 * action, and links to the previous and next articles. No island: nothing here is interactive.
 */
import { detailCrumbs } from '../../src/model/crumbs.ts';
import type { TemplateProps } from '../../src/model/page-props.ts';
import { Breadcrumb } from '../components/Breadcrumb.tsx';
import { Layout } from '../components/Layout.tsx';
import { Picture } from '../components/Picture.tsx';
import { WhatsAppButton } from '../components/WhatsAppButton.tsx';
import { ArticleMeta } from '../components/blog/ArticleMeta.tsx';
import { AuthorBlock } from '../components/blog/AuthorBlock.tsx';
import { ClosingCta } from '../components/catalogue/ClosingCta.tsx';
import { DetailSection } from '../components/catalogue/DetailSection.tsx';
import { RelatedItems } from '../components/catalogue/RelatedItems.tsx';
import { RichText } from '../components/catalogue/RichText.tsx';

/** The prefilled WhatsApp text of an article page. */
export const articleMessage = (title: string) => `Olá! Li o artigo "${title}" no site e gostaria de agendar uma avaliação.`;

export const INFORMATIVE_NOTE =
  'Este conteúdo é informativo e não substitui uma consulta. Cada pele é diferente: o diagnóstico e a indicação de qualquer tratamento dependem de avaliação médica individual.';

export default function BlogArticle({ site, path, article }: TemplateProps['blogArticle']) {
  const { settings, texts } = site;
  return (
    <Layout site={site} path={path}>
      <article className="blog-article" aria-labelledby="artigo-titulo">
        <header className="blog-article__header">
          <div className="container blog-article__narrow">
            <Breadcrumb items={detailCrumbs('blog', article.title)} />
            <h1 id="artigo-titulo" className="blog-article__title">{article.title}</h1>
            <p className="blog-article__summary">{article.summary}</p>
            <ArticleMeta article={article} long />
            <AuthorBlock author={article.author} />
          </div>
        </header>
        <div className="container blog-article__narrow">
          <figure className="blog-article__cover">
            <Picture className="blog-article__image" image={article.cover} slot="article" priority />
          </figure>
          <RichText html={article.bodyHtml} topLevel={2} />
          <aside className="blog-note" aria-label="Aviso">
            <p>{INFORMATIVE_NOTE}</p>
          </aside>
        </div>
      </article>
      {article.related.length > 0 && (
        <DetailSection id="relacionados" title="Tratamentos e serviços relacionados" tone="tinted">
          <RelatedItems items={article.related} mixed />
        </DetailSection>
      )}
      {(article.older || article.newer) && (
        <nav className="container blog-neighbours" aria-label="Outros artigos">
          {article.older && (
            <a className="blog-neighbours__link" href={article.older.href} rel="prev">
              <span className="blog-neighbours__label">Artigo anterior</span> {article.older.title}
            </a>
          )}
          {article.newer && (
            <a className="blog-neighbours__link blog-neighbours__link--next" href={article.newer.href} rel="next">
              <span className="blog-neighbours__label">Próximo artigo</span> {article.newer.title}
            </a>
          )}
        </nav>
      )}
      <ClosingCta title="Quer conversar sobre a sua pele?" text="Na consulta, a equipe médica avalia o seu caso, explica as opções, os riscos e os cuidados." note={texts.evaluationNote}>
        <a className="btn btn--primary" href="/agendar-online">Agendar online</a>
        <WhatsAppButton whatsapp={settings.whatsapp} message={articleMessage(article.title)} variant="secondary">Conversar pelo WhatsApp</WhatsAppButton>
      </ClosingCta>
    </Layout>
  );
}
