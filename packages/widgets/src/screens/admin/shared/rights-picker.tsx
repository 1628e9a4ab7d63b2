import type { RightCatalogue } from '@saola/core/api';
import type { Right } from '@saola/core/http';
import { Checkbox } from '../../../ui/checkbox/checkbox';

export interface RightsPickerProps {
  /** The server's catalogue of rights, per screen, in the page's language. */
  catalogue: RightCatalogue;
  value: readonly Right[];
  onChange: (rights: Right[]) => void;
  /** Rights one may not give (not one's own): shown, not offered. */
  locked?: (right: Right) => boolean;
  error?: string | undefined;
}

/** The rights catalogue as checkboxes, one group per screen. */
export function RightsPicker({ catalogue, value, onChange, locked, error }: RightsPickerProps) {
  const toggle = (right: Right, on: boolean) =>
    onChange(on ? [...value, right] : value.filter((held) => held !== right));
  return (
    <div className="flex flex-col gap-3">
      {catalogue.screens.map((screen) => (
        <fieldset key={screen.screen} className="flex flex-col gap-1.5">
          <legend className="mb-1 text-sm font-medium text-ink">{screen.label}</legend>
          {screen.rights.map(({ right, label }) => (
            <Checkbox
              key={right}
              name={`right-${right}`}
              label={label}
              checked={value.includes(right)}
              disabled={Boolean(locked?.(right)) && !value.includes(right)}
              onChange={(on) => toggle(right, on)}
            />
          ))}
        </fieldset>
      ))}
      {error && <p className="text-sm text-danger">{error}</p>}
    </div>
  );
}
