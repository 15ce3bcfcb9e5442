import type { ReactNode } from 'react';

interface Props {
  /** Id of the h2, also the section's anchor ('perguntas-frequentes'). */
  id: string;
  title: string;
  /** A sentence under the heading. */
  intro?: string;
  /** 'tinted' alternates the background so long pages read in bands. */
  tone?: 'plain' | 'tinted';
  children: ReactNode;
}

/** One band of a detail page: an h2 and its content, in the page container. */
export function DetailSection({ id, title, intro, tone = 'plain', children }: Props) {
  return (
    <section className={`section cat-section cat-section--${tone}`} aria-labelledby={id}>
      <div className="container">
        <h2 id={id} className="cat-section__title">{title}</h2>
        {intro && <p className="cat-section__intro">{intro}</p>}
        {children}
      </div>
    </section>
  );
}
