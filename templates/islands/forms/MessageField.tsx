/**
 * The optional "Mensagem" of both lead forms, limited to what the clinic takes. The browser stops typing and pasting
 * at the limit, which a visitor would not notice by itself: the note under the label states the limit and, with
 * script, how much of it is used (docs/site.md#lead-forms).
 */
import { TextArea } from './Field.tsx';
import { MESSAGE_MAX_LENGTH, textLimits } from './lead-limits.ts';
import { messageLengthNote } from './lead-messages.ts';
import { useHydrated } from '../useHydrated.ts';

const LIMITS = textLimits('message');

export function MessageField(props: { id: string; label: string; value: string; onChange: (value: string) => void; error?: string }) {
  const hydrated = useHydrated();
  // The length the browser counts against maxLength (an emoji is two), so the note and the stop agree.
  const note = messageLengthNote(hydrated ? props.value.length : null);
  const atLimit = hydrated && props.value.length >= MESSAGE_MAX_LENGTH;
  return (
    <>
      <TextArea {...props} name="message" limits={LIMITS} hint={note} />
      {/* A paste cut at the limit loses its end without a sound: a screen reader hears the note once, when the limit
          is reached (the note itself is read only when the field is entered). In the page from the start, empty, so
          that screen readers listen to it before it changes; a live region, not a second role="status" beside the
          form's own, which says whether the message was sent. */}
      <p className="sr-only" aria-live="polite">{atLimit ? note : ''}</p>
    </>
  );
}
