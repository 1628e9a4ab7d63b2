import type { InputHTMLAttributes, Ref } from 'react';
import { Field, inputClass, withLength } from '../field/field';

type Common = {
  label: string;
  name: string;
  required?: boolean | undefined;
  error?: string | undefined;
  description?: string | undefined;
  inputRef?: Ref<HTMLInputElement> | undefined;
  labelHidden?: boolean | undefined;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'name' | 'required'>;

export type TextFieldProps =
  | (Common & {
      type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'datetime-local';
      value: string;
      onChange: (value: string) => void;
    })
  | (Common & { type: 'number'; value: number | undefined; onChange: (value: number | undefined) => void });

/** A labelled text input. The number type hands back numbers (undefined while empty), never strings. */
export function TextField(props: TextFieldProps) {
  const {
    label,
    name,
    required,
    error,
    description,
    inputRef,
    type = 'text',
    value,
    onChange,
    maxLength,
    labelHidden,
    ...rest
  } = props;
  const counted = type === 'number' ? description : withLength(description, String(value ?? ''), maxLength);
  return (
    <Field label={label} required={required} error={error} description={counted} labelHidden={labelHidden}>
      {({ id, describedBy, invalid }) => (
        <input
          {...rest}
          ref={inputRef}
          id={id}
          name={name}
          type={type}
          inputMode={type === 'number' ? 'decimal' : rest.inputMode}
          value={value ?? ''}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={inputClass(invalid)}
          onChange={(event) => {
            const text = event.target.value;
            if (type === 'number') {
              const n = event.target.valueAsNumber;
              (onChange as (v: number | undefined) => void)(text === '' || Number.isNaN(n) ? undefined : n);
            } else {
              (onChange as (v: string) => void)(text);
            }
          }}
        />
      )}
    </Field>
  );
}
