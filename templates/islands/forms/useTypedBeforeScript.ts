/**
 * What the visitor typed, chose or ticked in a lead form before its script arrived, adopted as the form's state once
 * it hydrates. The form works as a plain form until then, and typing in it is what brings React; on a slow network a
 * visitor fills in a field or two meanwhile (and the browser's autofill fills them all at once). Hydration keeps what
 * the fields show, but the state still holds the empty values, and React would put every field back to them on the
 * next change of any field: the name typed first gone while the phone is typed.
 *
 * The state's keys are the fields' `name`s. Read in a layout effect, right after hydration and before anything else
 * can happen, so no keystroke falls between the reading and the state.
 */
import { useLayoutEffect, type Dispatch, type RefObject, type SetStateAction } from 'react';

/** A form's state: each field's text, or whether its box is ticked. */
export type FormValues<V> = { [K in keyof V]: string | boolean };

/** The values of `current` that the form's fields show differently, or `current` itself when none does. */
export function valuesShownIn<V extends FormValues<V>>(form: HTMLFormElement, current: V): V {
  let shown = current;
  for (const [key, value] of Object.entries(current) as [string, string | boolean][]) {
    const field = form.elements.namedItem(key);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) continue;
    const fieldValue = typeof value === 'boolean' ? (field as HTMLInputElement).checked : field.value;
    if (fieldValue !== value) shown = { ...shown, [key]: fieldValue };
  }
  return shown;
}

export function useTypedBeforeScript<V extends FormValues<V>>(form: RefObject<HTMLFormElement | null>, setValues: Dispatch<SetStateAction<V>>) {
  useLayoutEffect(() => {
    if (form.current) setValues((current) => valuesShownIn(form.current!, current));
    // Once, when the form hydrates: later changes come through each field's onChange.
  }, []);
}
