import { useId } from 'react';

export interface RadioOption<T extends string> {
  value: T;
  label: string;
  description?: string;
}

export interface RadioGroupProps<T extends string> {
  label: string;
  name: string;
  value: T | undefined;
  options: ReadonlyArray<RadioOption<T>>;
  onChange: (value: T) => void;
  required?: boolean;
  error?: string | undefined;
  /** Options side by side (a short filter), not one per line. */
  inline?: boolean;
  /** Said to screen readers only, where the group's meaning already shows beside it (a numbered question). */
  labelHidden?: boolean;
}

/** One choice among a few, as native radios in a fieldset (arrow keys move between them). */
export function RadioGroup<T extends string>({
  label,
  name,
  value,
  options,
  onChange,
  required,
  error,
  inline = false,
  labelHidden = false,
}: RadioGroupProps<T>) {
  const id = useId();
  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
      className={inline ? 'flex flex-wrap gap-x-4 gap-y-2' : 'flex flex-col gap-2'}
    >
      <legend
        className={labelHidden ? 'sr-only' : `text-sm font-medium text-ink ${inline ? 'mb-2 w-full' : ''}`}
      >
        {label}
        {required && (
          <span aria-hidden="true" className="ms-0.5 text-danger">
            *
          </span>
        )}
      </legend>
      {options.map((option) => (
        <label key={option.value} className="flex items-start gap-2 text-sm text-ink">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            required={required}
            onChange={() => onChange(option.value)}
            className="mt-0.5 size-4 accent-brand-600"
          />
          <span>
            {option.label}
            {option.description && <span className="block text-xs text-muted">{option.description}</span>}
          </span>
        </label>
      ))}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
