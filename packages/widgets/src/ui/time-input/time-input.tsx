import { displayTime, emitTime } from '@saola/core/dates';
import { Field, inputClass } from '../field/field';
import { useTypedValue } from '../field/use-typed-value';

export interface TimeInputProps {
  label: string;
  name: string;
  /** HH:mm:ss as stored, or undefined. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  required?: boolean | undefined;
  error?: string | undefined;
}

/** A time of day typed as HH:mm; it hands back HH:mm:00 (undefined while it is no valid time). */
export function TimeInput({ label, name, value, onChange, required, error }: TimeInputProps) {
  const typed = useTypedValue(value, displayTime, emitTime, onChange);
  return (
    <Field label={label} required={required} error={error} description="HH:mm">
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          name={name}
          value={typed.text}
          required={required}
          placeholder="HH:mm"
          inputMode="numeric"
          autoComplete="off"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={inputClass(invalid)}
          onChange={(event) => typed.setText(event.target.value)}
          onBlur={typed.commit}
        />
      )}
    </Field>
  );
}
