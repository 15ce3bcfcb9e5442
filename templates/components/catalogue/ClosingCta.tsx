import type { ReactNode } from 'react';

interface Props {
  title: string;
  text: string;
  /** The evaluation note (site.texts.evaluationNote, docs/site.md#fixed-texts), shown under the text. */
  note?: string;
  /** Links styled as buttons (WhatsAppButton, PhoneButton). */
  children: ReactNode;
}

/** The closing call to action of list and detail pages: a calm band with a heading, one sentence and the links. */
export function ClosingCta({ title, text, note, children }: Props) {
  return (
    <section className="cat-cta" aria-labelledby="cat-cta-title">
      <div className="container cat-cta__inner">
        <h2 id="cat-cta-title" className="cat-cta__title">{title}</h2>
        <p className="cat-cta__text">{text}</p>
        {note && <p className="cat-cta__note">{note}</p>}
        <div className="cat-actions cat-actions--center">{children}</div>
      </div>
    </section>
  );
}
