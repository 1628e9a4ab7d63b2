import { useT } from '../../runtime/i18n';
import { DatePicker } from '../date-picker/date-picker';

export interface DateRangeValue {
  from: string | undefined;
  to: string | undefined;
}

export interface DateRangeProps {
  label: string;
  name: string;
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  required?: boolean;
  error?: string | undefined;
}

/** A period: a start and an end date (YYYY-MM-DD each); an end before the start is pointed out at once. */
export function DateRange({ label, name, value, onChange, required, error }: DateRangeProps) {
  const t = useT();
  const backwards = value.from && value.to && value.to < value.from ? t('validation.dateRange') : undefined;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-ink">{label}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <DatePicker
          label={t('common.startDate')}
          name={`${name}From`}
          required={required}
          value={value.from}
          onChange={(from) => onChange({ ...value, from })}
        />
        <DatePicker
          label={t('common.endDate')}
          name={`${name}To`}
          required={required}
          value={value.to}
          onChange={(to) => onChange({ ...value, to })}
          error={backwards ?? error}
        />
      </div>
    </fieldset>
  );
}
