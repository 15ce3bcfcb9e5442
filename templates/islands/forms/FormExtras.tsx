/** The parts both lead forms share: LGPD consent, honeypot, submit button and the status message. */
import { Icon } from '../../components/Icon.tsx';
import { PRIVACY_PATH, whatsappHref } from '../../components/links.ts';
import type { FormPhase } from './useLeadSubmit.ts';

/** Consent (docs/site.md#lgpd): unticked, required, specific to this purpose, linked to the privacy policy. */
export function ConsentField({ id, text, checked, onChange, error }: { id: string; text: string; checked: boolean; onChange: (checked: boolean) => void; error?: string }) {
  return (
    <div className="field field--check" data-invalid={error ? '' : undefined}>
      <input
        id={id}
        type="checkbox"
        name="consent"
        value="true"
        required
        checked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-erro` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>
        {text} <a href={PRIVACY_PATH} target="_blank" rel="noopener">Ler a Política de Privacidade<span className="sr-only"> (abre em nova aba)</span></a>
      </label>
      {error && <p className="field__error" id={`${id}-erro`}>{error}</p>}
    </div>
  );
}

/**
 * Spam trap (docs/site.md#lead-forms): hidden from people and assistive technology; bots that fill it are answered but
 * not stored.
 */
export function Honeypot({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="field--honeypot" aria-hidden="true">
      <label htmlFor={id}>Deixe este campo em branco</label>
      <input id={id} type="text" name="website" tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

export function SubmitButton({ phase, label }: { phase: FormPhase; label: string }) {
  const sending = phase === 'sending';
  return (
    <button type="submit" className="btn btn--primary form__submit" aria-disabled={sending ? true : undefined} data-sending={sending ? '' : undefined}>
      {sending && <span className="spinner" aria-hidden="true" />}
      {sending ? 'Enviando…' : label}
    </button>
  );
}

interface StatusProps {
  phase: FormPhase;
  successText: string;
  failureText: string | null;
  whatsapp: string;
  fallbackText: string;
}

/** role=status for success, role=alert for failure (read at once), with the WhatsApp link that carries the lead. */
export function FormStatus({ phase, successText, failureText, whatsapp, fallbackText }: StatusProps) {
  return (
    <>
      <div role="status" className={phase === 'sent' ? 'form__status form__status--success' : 'form__status-empty'}>
        {phase === 'sent' && (
          <>
            <Icon name="check" /> {successText}
          </>
        )}
      </div>
      <div role="alert" className={phase === 'failed' ? 'form__status form__status--error' : 'form__status-empty'}>
        {phase === 'failed' && failureText && (
          <>
            <p>{failureText}</p>
            <a className="btn btn--secondary btn--small" href={whatsappHref(whatsapp, fallbackText)} target="_blank" rel="noopener noreferrer">
              <Icon name="whatsapp" /> Enviar pelo WhatsApp<span className="sr-only"> (abre em nova aba)</span>
            </a>
          </>
        )}
      </div>
    </>
  );
}
