/**
 * Home '#blog': the three newest articles and 'Ver todos os artigos'. Without a published article the section is not
 * rendered at all (no heading promising texts that do not exist).
 */
import type { SiteModel } from '../../../src/model/types.ts';
import { ArticleGrid } from '../blog/ArticleCard.tsx';

export const HOME_ARTICLES = 3;

export function BlogSection({ site }: { site: SiteModel }) {
  const articles = site.blog.articles.slice(0, HOME_ARTICLES);
  if (articles.length === 0) return null;
  return (
    <section className="section section--green" id="blog" aria-labelledby="blog-titulo">
      <div className="container">
        <header className="section__header">
          <p className="eyebrow">Blog</p>
          <h2 id="blog-titulo">{site.texts.homeBlogTitle}</h2>
          <p className="lead">{site.texts.homeBlogIntro}</p>
        </header>
        <ArticleGrid articles={articles} headingLevel={3} label="Artigos mais recentes" />
        <p className="blog-all">
          <a className="btn btn--light" href="/blog">Ver todos os artigos</a>
        </p>
      </div>
    </section>
  );
}
