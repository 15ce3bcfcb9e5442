/**
 * FAQ accordion (docs/site.md#faq-accordion): one open at a time; clicking the open one closes it.
 *
 * Choice for before hydration (docs/templates.md#what-works-without-script): each item is a `<details name={idBase}>`.
 * Answers are readable without script, find-in-page opens them, and the shared `name` makes the browser itself keep one
 * open at a time. After hydration the same items become the APG accordion: a button inside a heading of `headingLevel`,
 * with aria-expanded/aria-controls, and a labelled region. Both start with every item closed, so nothing moves; an
 * item the visitor opened before hydration stays open, and a question that had the keyboard focus keeps it.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useHydrated } from './useHydrated.ts';

export interface AccordionProps {
  items: { question: string; answer: string }[];
  headingLevel: 2 | 3;
  idBase: string;
}

export default function Accordion({ items, headingLevel, idBase }: AccordionProps) {
  const hydrated = useHydrated();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const uid = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // The question that had the keyboard focus when the script arrived (focusing it is what loads the script).
  const focusedBefore = useRef(-1);
  // A question opened before hydration (native <details>) stays open in the scripted accordion.
  useEffect(() => {
    const items = [...(rootRef.current?.querySelectorAll('details') ?? [])];
    const open = items.findIndex((item) => item.open);
    if (open >= 0) setOpenIndex(open);
    focusedBefore.current = items.findIndex((item) => item.querySelector('summary') === document.activeElement);
  }, []);
  // Its <summary> is replaced by the scripted button: the focus moves to that button in the same commit, before the
  // next key press, instead of falling back to the page (a screen reader would lose its place, Enter would do nothing).
  useLayoutEffect(() => {
    const index = focusedBefore.current;
    if (!hydrated || index < 0) return;
    focusedBefore.current = -1;
    if (!document.activeElement || document.activeElement === document.body) buttons.current[index]?.focus();
  }, [hydrated]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  if (!hydrated) {
    return (
      <div className="accordion" ref={rootRef}>
        {items.map((item, index) => (
          <details className="accordion__item" name={idBase} key={index}>
            <summary className="accordion__trigger">
              <span>{item.question}</span>
            </summary>
            <div className="accordion__panel">
              <p>{item.answer}</p>
            </div>
          </details>
        ))}
      </div>
    );
  }

  return (
    <div className="accordion">
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${uid}${idBase}-q${index}`;
        const panelId = `${uid}${idBase}-a${index}`;
        return (
          <div className="accordion__item" data-open={open ? '' : undefined} key={index}>
            <Heading className="accordion__heading">
              <button
                type="button"
                className="accordion__trigger"
                id={buttonId}
                ref={(button) => {
                  buttons.current[index] = button;
                }}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
              >
                <span>{item.question}</span>
              </button>
            </Heading>
            <div className="accordion__panel" id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
