import { Field as HeadlessField, Switch as HeadlessSwitch, Label } from '@headlessui/react';
import { cx } from '../cx';

export interface SwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  description?: string;
}

/** An on/off setting (Headless UI's switch: role="switch", Space and Enter toggle it). */
export function Switch({ label, checked, onChange, disabled, description }: SwitchProps) {
  return (
    <HeadlessField disabled={disabled} className="flex items-center justify-between gap-4">
      <span className="flex flex-col">
        <Label className="text-sm font-medium text-ink">{label}</Label>
        {description && <span className="text-xs text-muted">{description}</span>}
      </span>
      <HeadlessSwitch
        checked={checked}
        onChange={onChange}
        className={cx(
          'relative inline-flex h-6 w-11 shrink-0 cursor-pointer rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-disabled:cursor-not-allowed data-disabled:opacity-60',
          checked ? 'bg-brand-600' : 'bg-gray-300',
        )}
      >
        <span
          aria-hidden
          className={cx(
            'inline-block size-5 translate-y-0.5 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-5.5' : 'translate-x-0.5',
          )}
        />
      </HeadlessSwitch>
    </HeadlessField>
  );
}
