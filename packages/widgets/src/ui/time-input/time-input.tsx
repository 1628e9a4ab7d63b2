import { displayTime, emitTime } from '@saola/core/dates';
import { useT } from '../../runtime/i18n';
import { TypedField } from '../field/typed-field';
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
  const t = useT();
  const typed = useTypedValue(value, displayTime, emitTime, onChange);
  return (
    <TypedField
      label={label}
      name={name}
      format="HH:mm"
      typed={typed}
      unreadableMessage={t('validation.invalidTime')}
      required={required}
      error={error}
    />
  );
}
