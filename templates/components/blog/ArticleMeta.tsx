import type { Article } from '../../../src/model/types.ts';

/** Date(s) and reading time: '12 de março de 2026 · 5 min de leitura', with machine-readable <time> elements. */
export function ArticleMeta({ article, long = false }: { article: Article; long?: boolean }) {
  return (
    <p className="blog-meta">
      <span>
        {long && 'Publicado em '}
        <time dateTime={article.published.iso}>{article.published.display}</time>
      </span>
      {long && article.updated && (
        <span>
          Atualizado em <time dateTime={article.updated.iso}>{article.updated.display}</time>
        </span>
      )}
      <span>{`${article.readingMinutes} min de leitura`}</span>
    </p>
  );
}
