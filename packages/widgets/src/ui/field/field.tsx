import { type ReactNode, useId } from 'react';
import { useT } from '../../runtime/i18n';

export interface FieldIds {
  id: string;
  /** The ids of the description and error, for aria-describedby. */
  describedBy: string | undefined;
  invalid: boolean;
}

export interface FieldProps {
  label: string;
  required?: boolean | undefined;
  error?: string | undefined;
  description?: ReactNode;
  children: (ids: FieldIds) => ReactNode;
  className?: string;
  /** Said to screen readers only, where the field's meaning already shows beside it (a numbered question). */
  labelHidden?: boolean | undefined;
}

export interface FieldLabelProps {
  children: ReactNode;
  required?: boolean | undefined;
  /** The control it labels; without one it is a plain text (for aria-labelledby, by `id`). */
  htmlFor?: string;
  id?: string;
  hidden?: boolean | undefined;
}

/** A field's visible label: a red asterisk when required, and "required" said for screen readers. */
export function FieldLabel({ children, required, htmlFor, id, hidden }: FieldLabelProps) {
  const t = useT();
  const content = (
    <>
      {children}
      {required && (
        <>
          <span aria-hidden="true" className="ms-0.5 text-danger">
            *
          </span>
          <span className="sr-only"> ({t('common.requiredMark')})</span>
        </>
      )}
    </>
  );
  const className = hidden ? 'sr-only' : 'text-sm font-medium text-ink';
  return htmlFor ? (
    <label id={id} htmlFor={htmlFor} className={className}>
      {content}
    </label>
  ) : (
    <span id={id} className={className}>
      {content}
    </span>
  );
}

/**
 * A field's description with how much of its length limit is used, e.g. "28 / 20". The limit is never
 * enforced by the input itself (a native maxlength silently cuts what is typed or pasted): the form's rule
 * says what is wrong, and this says how far over.
 */
export function withLength(description: ReactNode, value: string, maxLength: number | undefined): ReactNode {
  if (!maxLength) return description;
  const counter = `${[...value].length} / ${maxLength}`;
  return description ? `${description} · ${counter}` : counter;
}

/** A form field's frame: a visible label, a red asterisk when required, a description, the error under it. */
export function Field({ label, required, error, description, children, className, labelHidden }: FieldProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ?? 'flex flex-col gap-1'}>
      <FieldLabel htmlFor={id} required={required} hidden={labelHidden}>
        {label}
      </FieldLabel>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {description && (
        <div id={descriptionId} className="text-xs text-muted">
          {description}
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

export const inputClass = (invalid: boolean) =>
  [
    'block w-full rounded-control border bg-white px-3 py-2 text-sm text-ink shadow-xs',
    'placeholder:text-gray-400 focus:outline-2 focus:outline-offset-0 disabled:bg-gray-50 disabled:text-muted',
    invalid ? 'border-danger focus:outline-danger' : 'border-line focus:outline-brand-600',
  ].join(' ');
