import type { Ref } from 'react';
import { Field, inputClass, withLength } from '../field/field';

export interface TextareaProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean | undefined;
  error?: string | undefined;
  description?: string | undefined;
  rows?: number;
  maxLength?: number;
  disabled?: boolean;
  inputRef?: Ref<HTMLTextAreaElement> | undefined;
}

/** A labelled multi-line text input; with maxLength it shows how much is used (see withLength). */
export function Textarea({
  label,
  name,
  value,
  onChange,
  required,
  error,
  description,
  rows = 4,
  maxLength,
  disabled,
  inputRef,
}: TextareaProps) {
  return (
    <Field
      label={label}
      required={required}
      error={error}
      description={withLength(description, value, maxLength)}
    >
      {({ id, describedBy, invalid }) => (
        <textarea
          ref={inputRef}
          id={id}
          name={name}
          rows={rows}
          value={value}
          required={required}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={inputClass(invalid)}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
