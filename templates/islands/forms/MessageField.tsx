/**
 * The optional "Mensagem" of both lead forms, limited to what the clinic takes. The browser stops typing and pasting
 * at the limit, which a visitor would not notice by itself: the note under the label states the limit and, with
 * script, how much of it is used (docs/site.md#lead-forms).
 */
import { TextArea } from './Field.tsx';
import { textLimits } from './lead-limits.ts';
import { messageLengthNote } from './lead-messages.ts';
import { useHydrated } from '../useHydrated.ts';

const LIMITS = textLimits('message');

export function MessageField(props: { id: string; label: string; value: string; onChange: (value: string) => void; error?: string }) {
  const hydrated = useHydrated();
  // The length the browser counts against maxLength (an emoji is two), so the note and the stop agree.
  return <TextArea {...props} name="message" limits={LIMITS} hint={messageLengthNote(hydrated ? props.value.length : null)} />;
}
