import { type ReactNode, useEffect, useRef } from 'react';
import { Field, inputClass } from './field';
import type { useTypedValue } from './use-typed-value';

export interface TypedFieldProps {
  label: string;
  name: string;
  /** The expected form, shown as placeholder and hint: DD-MM-YYYY, HH:mm. */
  format: string;
  typed: ReturnType<typeof useTypedValue>;
  /** Said under the field while its text cannot be read ("Invalid date"). */
  unreadableMessage: string;
  required?: boolean | undefined;
  error?: string | undefined;
  /** Controls inside the field's end (a calendar button) and what they open. */
  children?: ReactNode;
}

/**
 * A labelled text input for a value typed in a set format and parsed when the field is left. Text it cannot
 * read is said under it and set as the input's custom validity, which every Form and useForm submit checks.
 */
export function TypedField({
  label,
  name,
  format,
  typed,
  unreadableMessage,
  required,
  error,
  children,
}: TypedFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const unreadable = typed.unreadable ? unreadableMessage : undefined;
  useEffect(() => input.current?.setCustomValidity(unreadable ?? ''), [unreadable]);
  return (
    <Field label={label} required={required} error={unreadable ?? error} description={format}>
      {({ id, describedBy, invalid }) => (
        <div className="relative">
          <input
            ref={input}
            id={id}
            name={name}
            value={typed.text}
            required={required}
            placeholder={format}
            inputMode="numeric"
            autoComplete="off"
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            className={`${inputClass(invalid)} ${children ? 'pe-10' : ''}`}
            onChange={(event) => typed.setText(event.target.value)}
            onBlur={typed.commit}
          />
          {children}
        </div>
      )}
    </Field>
  );
}
