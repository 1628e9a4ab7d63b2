import { PASSWORD_MIN_LENGTH } from '@saola/core/constants';
import { type Ref, useState } from 'react';
import { useT } from '../../runtime/i18n';
import { Field, inputClass } from '../field/field';

export interface PasswordFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean | undefined;
  error?: string | undefined;
  /** Shows the strong-password rule and which parts of it the value meets (site setting). */
  strengthHint?: boolean | undefined;
  autoComplete?: 'current-password' | 'new-password';
  inputRef?: Ref<HTMLInputElement> | undefined;
}

const CHECKS: Array<[RegExp | ((v: string) => boolean), string]> = [
  [(v) => [...v].length >= PASSWORD_MIN_LENGTH, `≥ ${PASSWORD_MIN_LENGTH}`],
  [/[A-Z]/, 'A–Z'],
  [/[a-z]/, 'a–z'],
  [/\d/, '0–9'],
  [/[!@#$%^&*]/, '!@#$%^&*'],
];

/** A password input with a show/hide toggle and, when the site requires it, the strong-password hint. */
export function PasswordField({
  label,
  name,
  value,
  onChange,
  required,
  error,
  strengthHint,
  autoComplete = 'current-password',
  inputRef,
}: PasswordFieldProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const hint = strengthHint ? (
    <div>
      <p>{t('validation.strongPassword')}</p>
      <ul className="mt-1 flex flex-wrap gap-1.5">
        {CHECKS.map(([check, text]) => {
          const met = typeof check === 'function' ? check(value) : check.test(value);
          return (
            <li
              key={text}
              className={
                met ? 'rounded bg-brand-50 px-1.5 text-brand-700' : 'rounded bg-gray-100 px-1.5 text-muted'
              }
            >
              <span aria-hidden>{met ? '✓ ' : ''}</span>
              {text}
            </li>
          );
        })}
      </ul>
    </div>
  ) : undefined;
  return (
    <Field label={label} required={required} error={error} description={hint}>
      {({ id, describedBy, invalid }) => (
        <div className="relative">
          <input
            ref={inputRef}
            id={id}
            name={name}
            type={visible ? 'text' : 'password'}
            value={value}
            required={required}
            autoComplete={autoComplete}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            className={`${inputClass(invalid)} pe-20`}
            onChange={(event) => onChange(event.target.value)}
          />
          <button
            type="button"
            className="absolute inset-y-1 end-1 rounded px-2 text-xs font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? t('auth.hidePassword') : t('auth.showPassword')}
          </button>
        </div>
      )}
    </Field>
  );
}
