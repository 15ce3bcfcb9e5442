import type { Article } from '../../../src/model/types.ts';
import { Picture } from '../Picture.tsx';
import { ArticleMeta } from './ArticleMeta.tsx';

interface Props {
  article: Article;
  /** h2 on the blog's own list, h3 inside the home page section. */
  headingLevel: 2 | 3;
  /** The first card of the list page is its first image (loads at once). */
  first?: boolean;
}

/**
 * An article in a list: cover, date and reading time, title (the link; its ::after makes the card clickable), summary.
 * The cover is decorative here: the title next to it already says what the card is about.
 */
export function ArticleCard({ article, headingLevel, first = false }: Props) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="card blog-card">
      <div className="blog-card__media">
        <Picture className="blog-card__image" image={article.cover} slot="card" priority={first} decorative />
      </div>
      <div className="blog-card__body">
        <ArticleMeta article={article} />
        <Heading className="blog-card__title">
          <a className="blog-card__link" href={article.href}>{article.title}</a>
        </Heading>
        <p className="blog-card__summary">{article.summary}</p>
        <p className="blog-card__more" aria-hidden="true">Ler o artigo</p>
      </div>
    </article>
  );
}

/** A grid of article cards as a list. */
export function ArticleGrid({ articles, headingLevel, label }: { articles: Article[]; headingLevel: 2 | 3; label: string }) {
  return (
    <ul className="blog-grid" aria-label={label}>
      {articles.map((article, index) => (
        <li key={article.slug} className="blog-grid__item">
          <ArticleCard article={article} headingLevel={headingLevel} first={headingLevel === 2 && index === 0} />
        </li>
      ))}
    </ul>
  );
}
