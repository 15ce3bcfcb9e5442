/**
 * The browser's own checks of a lead form (required, lengths, patterns, the date's bounds), told in the site's words:
 * when a send is stopped, each field the browser refused shows the message the server would have given, next to it,
 * as the server's refusals are shown, and focus goes to the first one. Without script the browser's bubble says it.
 */
import { useState, type FormEvent } from 'react';
import { validityMessage } from './lead-messages.ts';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export function useFieldChecks() {
  const [refusals, setRefusals] = useState<Record<string, string>>({});

  /** For the form's onInvalidCapture: `invalid` fires on each refused field, before any submit event. */
  function onInvalid(event: FormEvent<HTMLFormElement>) {
    const field = event.target as Control;
    const message = validityMessage(field.name, field.validity);
    if (message === null) return; // the browser's bubble says it
    event.preventDefault();
    setRefusals((current) => ({ ...current, [field.name]: message }));
    if (field === event.currentTarget.querySelector(':invalid')) field.focus();
  }

  /** A field the visitor changed is checked again at the next send: its old message goes. */
  function changed(name: string) {
    setRefusals((current) => {
      if (!(name in current)) return current;
      const rest = { ...current };
      delete rest[name];
      return rest;
    });
  }

  /** The form's submit handler, once the browser found every field good: no message of an earlier try is left. */
  const passed = (onSubmit: (event: FormEvent<HTMLFormElement>) => void) => (event: FormEvent<HTMLFormElement>) => {
    setRefusals({});
    return onSubmit(event);
  };

  return { refusals, onInvalid, changed, passed };
}
