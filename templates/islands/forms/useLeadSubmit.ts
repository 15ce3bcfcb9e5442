/**
 * Sends a lead to POST /api/contact and tracks the form's state: idle → sending → sent | failed.
 * A second submit while sending is ignored (ref, not state, so two fast clicks cannot both pass).
 */
import { useRef, useState, type FormEvent } from 'react';
import { currentReferral } from '../referral.ts';
import { CONTACT_ENDPOINT, outcomeOf, type SubmitOutcome } from './lead.ts';

export type FormPhase = 'idle' | 'sending' | 'sent' | 'failed';

export function useLeadSubmit(buildBody: (referral: string) => object, onSuccess: () => void) {
  const [phase, setPhase] = useState<FormPhase>('idle');
  const [failure, setFailure] = useState<Extract<SubmitOutcome, { ok: false }> | null>(null);
  const sending = useRef(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (sending.current) return;
    sending.current = true;
    setPhase('sending');
    setFailure(null);
    let outcome: SubmitOutcome;
    try {
      const response = await fetch(CONTACT_ENDPOINT, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(buildBody(currentReferral(document.cookie))),
      });
      const body = await response.json().catch(() => null);
      outcome = outcomeOf(response.status, body);
    } catch {
      outcome = outcomeOf(null, null);
    }
    sending.current = false;
    if (outcome.ok) {
      setPhase('sent');
      onSuccess();
    } else {
      setPhase('failed');
      setFailure(outcome);
      // The fields the clinic's server refused are above the button: take the visitor to the first one.
      if (Object.keys(outcome.fieldErrors).length) requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    }
  }

  return { phase, failure, onSubmit, reset: () => setPhase('idle') };
}
