import { PlusIcon, XMarkIcon } from '@heroicons/react/24/outline';
import { BENEFITS_MAX } from '@saola/core/api';
import { useT } from '../../../runtime/i18n';
import { Button } from '../../../ui/button/button';
import { inputClass } from '../../../ui/field/field';

export interface BenefitsFieldProps {
  value: readonly string[];
  onChange: (benefits: string[]) => void;
  error?: string | undefined;
}

/** What students gain: a short list to add to, edit and trim. */
export function BenefitsField({ value, onChange, error }: BenefitsFieldProps) {
  const t = useT();
  const change = (index: number, text: string) => onChange(value.map((b, i) => (i === index ? text : b)));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-ink">{t('course.benefits')}</legend>
      {value.map((benefit, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the position is the benefit's identity while editing
        <div key={index} className="flex items-center gap-2">
          <input
            aria-label={t('course.benefit', { number: index + 1 })}
            value={benefit}
            onChange={(event) => change(index, event.target.value)}
            className={inputClass(Boolean(error) && !benefit.trim())}
          />
          <button
            type="button"
            aria-label={t('course.removeBenefit', { number: index + 1 })}
            className="rounded p-1.5 text-muted hover:bg-red-50 hover:text-danger"
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          >
            <XMarkIcon aria-hidden className="size-5" />
          </button>
        </div>
      ))}
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      {value.length < BENEFITS_MAX && (
        <Button variant="secondary" className="self-start" onClick={() => onChange([...value, ''])}>
          <PlusIcon aria-hidden className="size-4" />
          {t('course.addBenefit')}
        </Button>
      )}
    </fieldset>
  );
}
