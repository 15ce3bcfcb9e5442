import type { Faq } from '../../../src/model/types.ts';
import Accordion from '../../islands/Accordion.tsx';
import { Island } from '../Island.tsx';
import { DetailSection } from './DetailSection.tsx';

/**
 * 'Perguntas Frequentes' with the shared accordion island (one open at a time, docs/site.md#faq-accordion); nothing
 * when no FAQ.
 */
export function FaqSection({ faq, idBase, tone }: { faq: Faq[]; idBase: string; tone?: 'plain' | 'tinted' }) {
  if (faq.length === 0) return null;
  return (
    <DetailSection id="perguntas-frequentes" title="Perguntas Frequentes" tone={tone}>
      <div className="cat-faq">
        <Island component={Accordion} props={{ items: faq, headingLevel: 3, idBase }} />
      </div>
    </DetailSection>
  );
}
