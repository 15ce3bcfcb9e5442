/**
 * Sends a lead to POST /api/contact and tracks the form's state: idle → sending → sent | failed.
 * A second submit while sending is ignored (ref, not state, so two fast clicks cannot both pass).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { currentReferral } from '../referral.ts';
import { CONTACT_ENDPOINT, outcomeOf, type SubmitOutcome } from './lead.ts';

export type FormPhase = 'idle' | 'sending' | 'sent' | 'failed';

export function useLeadSubmit(buildBody: (referral: string) => object, onSuccess: () => void) {
  const [phase, setPhase] = useState<FormPhase>('idle');
  const [failure, setFailure] = useState<Extract<SubmitOutcome, { ok: false }> | null>(null);
  const sending = useRef(false);
  const form = useRef<HTMLFormElement | null>(null);

  // The fields the clinic's server refused are above the button: take the visitor to the first one. This runs once
  // React has drawn the refusal, so the marked field is there to be found (the next frame may come before that).
  useEffect(() => {
    if (failure && Object.keys(failure.fieldErrors).length) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failure]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.current = event.currentTarget;
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
    }
  }

  return { phase, failure, onSubmit, reset: () => setPhase('idle') };
}
