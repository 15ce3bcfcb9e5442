/**
 * Home contact form (docs/site.md#lead-forms). Name and phone are required, consent is required and
 * unticked, `website` is the honeypot. Posts JSON to /api/contact with the `ref_source` cookie as `referral`;
 * 2xx → cleared + 'Mensagem enviada!'; failure → text kept, a pt-BR message, field errors next to their fields and a
 * WhatsApp link carrying what was written. Without script the same form posts to /api/contact as a normal form.
 * Each field carries the server's limits, so the browser stops what the server would refuse (forms/lead-limits.ts).
 */
import { useId, useRef, useState } from 'react';
import { ConsentField, FormStatus, Honeypot, SubmitButton } from './forms/FormExtras.tsx';
import { SelectField, TextField } from './forms/Field.tsx';
import { MessageField } from './forms/MessageField.tsx';
import { CONTACT_ENDPOINT, CONTACT_LABELS, CONTACT_TREATMENTS, contactFallbackText, contactPayload, EMPTY_CONTACT, type ContactValues } from './forms/lead.ts';
import { textLimits } from './forms/lead-limits.ts';
import { useFieldChecks } from './forms/useFieldChecks.ts';
import { useLeadSubmit } from './forms/useLeadSubmit.ts';
import { useTypedBeforeScript } from './forms/useTypedBeforeScript.ts';

export interface ContactFormProps {
  consentText: string;
  whatsapp: string;
}

export default function ContactForm({ consentText, whatsapp }: ContactFormProps) {
  const id = useId();
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeScript(form, setValues);
  const checks = useFieldChecks();
  const set = <K extends keyof ContactValues>(key: K) => (value: ContactValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    checks.changed(key);
    if (phase === 'sent') reset();
  };
  const { phase, failure, onSubmit, reset } = useLeadSubmit(
    (referral) => contactPayload(values, referral),
    () => setValues(EMPTY_CONTACT),
  );
  const errors = { ...failure?.fieldErrors, ...checks.refusals };
  const fallback = contactFallbackText(values);

  return (
    <form ref={form} className="form" method="post" action={CONTACT_ENDPOINT} onSubmit={checks.passed(onSubmit)} onInvalidCapture={checks.onInvalid} aria-label="Formulário de contato" aria-busy={phase === 'sending'}>
      <div className="form__row">
        <TextField id={`${id}nome`} name="name" label={CONTACT_LABELS.name} required autoComplete="name" limits={textLimits('name')} value={values.name} onChange={set('name')} error={errors.name} />
        <TextField id={`${id}telefone`} name="phone" label={CONTACT_LABELS.phone} type="tel" inputMode="tel" required autoComplete="tel" limits={textLimits('phone')} value={values.phone} onChange={set('phone')} error={errors.phone} />
      </div>
      <SelectField
        id={`${id}tratamento`}
        name="treatment"
        label={CONTACT_LABELS.treatment}
        placeholder="Selecione um tratamento"
        options={CONTACT_TREATMENTS}
        value={values.treatment}
        onChange={set('treatment')}
        error={errors.treatment}
      />
      <MessageField id={`${id}mensagem`} label={CONTACT_LABELS.message} value={values.message} onChange={set('message')} error={errors.message} />
      <ConsentField id={`${id}consentimento`} text={consentText} checked={values.consent} onChange={set('consent')} error={errors.consent} />
      <Honeypot id={`${id}website`} value={values.website} onChange={set('website')} />
      <SubmitButton phase={phase} label="Enviar mensagem" />
      <FormStatus phase={phase} successText="Mensagem enviada!" failureText={failure?.message ?? null} whatsapp={whatsapp} fallbackText={fallback} />
    </form>
  );
}
