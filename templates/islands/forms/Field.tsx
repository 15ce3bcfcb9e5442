/**
 * A labelled form control with its server error next to it (aria-invalid + aria-describedby). Controlled: the
 * parent owns the values so a failed send keeps what the visitor wrote.
 */
import type { ReactNode } from 'react';
import type { TextLimits } from './lead-limits.ts';

interface Common {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  hint?: ReactNode;
  /** What the clinic takes (./lead-limits.ts): the browser refuses the rest before sending, with or without script. */
  limits?: TextLimits;
}

function describedBy(id: string, error?: string, hint?: ReactNode) {
  const ids = [hint ? `${id}-dica` : '', error ? `${id}-erro` : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

function Frame({ id, label, required, error, hint, children }: Omit<Common, 'name' | 'value' | 'onChange'> & { children: ReactNode }) {
  return (
    <div className="field" data-invalid={error ? '' : undefined}>
      <label htmlFor={id}>
        {label}
        {required ? <span className="field__required" aria-hidden="true"> *</span> : <span className="field__optional"> (opcional)</span>}
      </label>
      {hint && <p className="field__hint" id={`${id}-dica`}>{hint}</p>}
      {children}
      {error && <p className="field__error" id={`${id}-erro`}>{error}</p>}
    </div>
  );
}

type TextFieldProps = Common & {
  type?: 'text' | 'email' | 'tel' | 'datetime-local';
  autoComplete?: string;
  inputMode?: 'tel' | 'email' | 'text';
  /** The earliest and latest dates of a `datetime-local` field. */
  bounds?: { min?: string; max?: string };
};

export function TextField(props: TextFieldProps) {
  const { id, name, value, onChange, error, required, type = 'text', autoComplete, inputMode, hint, limits, bounds } = props;
  return (
    <Frame {...props}>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        required={required}
        minLength={limits?.minLength}
        maxLength={limits?.maxLength}
        pattern={limits?.pattern}
        min={bounds?.min}
        max={bounds?.max}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(event) => onChange(event.target.value)}
      />
    </Frame>
  );
}

export function TextArea(props: Common) {
  const { id, name, value, onChange, error, required, hint, limits } = props;
  return (
    <Frame {...props}>
      {/* A textarea has no pattern attribute: the server alone refuses control characters pasted into it. */}
      <textarea
        id={id}
        name={name}
        rows={4}
        value={value}
        required={required}
        minLength={limits?.minLength}
        maxLength={limits?.maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(event) => onChange(event.target.value)}
      />
    </Frame>
  );
}

export function SelectField(props: Common & { options: readonly string[]; placeholder: string }) {
  const { id, name, value, onChange, error, required, options, placeholder, hint } = props;
  return (
    <Frame {...props}>
      <select
        id={id}
        name={name}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>{option}</option>
        ))}
      </select>
    </Frame>
  );
}
