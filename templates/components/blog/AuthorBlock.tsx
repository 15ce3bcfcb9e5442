import type { ArticleAuthor } from '../../../src/model/types.ts';

/**
 * Who wrote the article, with CRM (and RQE when there is one): CFM 2.336/2023 asks for them next to medical content,
 * so the block cannot be rendered without the CRM; a physician's CRM with the word "Médico(a)" (art. 4º, I).
 */
export function AuthorBlock({ author }: { author: ArticleAuthor }) {
  return (
    <p className="blog-author">
      <span className="blog-author__label">Texto de</span> <span className="blog-author__name">{author.name}</span>
      {author.specialty && <span className="blog-author__specialty">{author.specialty}</span>}
      <span className="blog-author__ids">{[author.word, author.crm, author.rqe].filter(Boolean).join(' · ')}</span>
    </p>
  );
}
