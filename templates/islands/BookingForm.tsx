/**
 * Booking request form of /agendar-online (docs/site.md#lead-forms: nome, email, telefone and
 * dataHora required; mensagem optional, 4 rows), plus consent and honeypot. 2xx → cleared and on to
 * /obrigado; failure as in ContactForm. Without script it posts to /api/contact as a normal form. Each field carries
 * the server's limits, so the browser stops what the server would refuse (forms/lead-limits.ts).
 */
import { useId, useRef, useState } from 'react';
import { ConsentField, FormStatus, Honeypot, SubmitButton } from './forms/FormExtras.tsx';
import { TextField } from './forms/Field.tsx';
import { MessageField } from './forms/MessageField.tsx';
import { bookingPayload, CONTACT_ENDPOINT, EMPTY_BOOKING, fallbackWhatsappText, formatDataHora, type BookingValues } from './forms/lead.ts';
import { textLimits } from './forms/lead-limits.ts';
import { useFieldChecks } from './forms/useFieldChecks.ts';
import { useLeadSubmit } from './forms/useLeadSubmit.ts';
import { useTypedBeforeScript } from './forms/useTypedBeforeScript.ts';
import { useWishedDateBounds } from './forms/useWishedDateBounds.ts';

export interface BookingFormProps {
  consentText: string;
  whatsapp: string;
  /** Where a sent request leads (docs/site.md#booking-page): '/obrigado'. */
  thanksPath: string;
}

export default function BookingForm({ consentText, whatsapp, thanksPath }: BookingFormProps) {
  const id = useId();
  const [values, setValues] = useState<BookingValues>(EMPTY_BOOKING);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeScript(form, setValues);
  const checks = useFieldChecks();
  const dates = useWishedDateBounds();
  const set = <K extends keyof BookingValues>(key: K) => (value: BookingValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    checks.changed(key);
  };
  const { phase, failure, onSubmit } = useLeadSubmit(
    (referral) => bookingPayload(values, referral),
    () => {
      setValues(EMPTY_BOOKING);
      window.location.assign(thanksPath);
    },
  );
  const errors = { ...failure?.fieldErrors, ...checks.refusals };
  const fallback = fallbackWhatsappText([
    ['Nome', values.name],
    ['E-mail', values.email],
    ['Telefone', values.phone],
    ['Data e horário de preferência', formatDataHora(values.dataHora)],
    ['Mensagem', values.message],
  ]);
  const titleId = `${id}titulo`;

  return (
    <form ref={form} className="form form--card" method="post" action={CONTACT_ENDPOINT} onSubmit={checks.passed(onSubmit)} onInvalidCapture={checks.onInvalid} {...dates.refreshHandlers} aria-labelledby={titleId} aria-busy={phase === 'sending'}>
      <h2 id={titleId} className="form__title">Solicitar Agendamento</h2>
      <TextField id={`${id}nome`} name="name" label="Nome" required autoComplete="name" limits={textLimits('name')} value={values.name} onChange={set('name')} error={errors.name} />
      <div className="form__row">
        <TextField id={`${id}email`} name="email" label="E-mail" type="email" inputMode="email" required autoComplete="email" limits={textLimits('email')} value={values.email} onChange={set('email')} error={errors.email} />
        <TextField id={`${id}telefone`} name="phone" label="Telefone" type="tel" inputMode="tel" required autoComplete="tel" limits={textLimits('phone')} value={values.phone} onChange={set('phone')} error={errors.phone} />
      </div>
      <TextField id={`${id}dataHora`} name="dataHora" label="Data e horário de preferência" type="datetime-local" required bounds={dates.bounds} value={values.dataHora} onChange={set('dataHora')} error={errors.dataHora} />
      <MessageField id={`${id}mensagem`} label="Mensagem" value={values.message} onChange={set('message')} error={errors.message} />
      <ConsentField id={`${id}consentimento`} text={consentText} checked={values.consent} onChange={set('consent')} error={errors.consent} />
      <Honeypot id={`${id}website`} value={values.website} onChange={set('website')} />
      <SubmitButton phase={phase} label="Solicitar agendamento" />
      <FormStatus phase={phase} successText="Solicitação enviada! Abrindo a página de confirmação…" failureText={failure?.message ?? null} whatsapp={whatsapp} fallbackText={fallback} />
    </form>
  );
}
