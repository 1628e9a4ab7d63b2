import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { cx } from '../cx';
import { useSubmitting } from '../form/form';
import { useAction } from '../form/use-action';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-brand-600',
  secondary: 'bg-white text-ink ring-1 ring-inset ring-line hover:bg-gray-50 focus-visible:outline-brand-600',
  danger: 'bg-danger text-white hover:bg-red-800 focus-visible:outline-danger',
  ghost: 'text-ink hover:bg-gray-100 focus-visible:outline-brand-600',
};

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> {
  variant?: ButtonVariant;
  /** Shows a spinner and blocks clicks while an action runs elsewhere. */
  busy?: boolean;
  /** An action that returns a promise keeps the button busy, and deaf to clicks, until it settles. */
  onClick?: ((event: MouseEvent<HTMLButtonElement>) => unknown) | undefined;
}

/**
 * A button that cannot start its action twice: busy while the promise its click returned runs, and, as a
 * submit button, while its Form submits.
 */
export function Button({
  variant = 'primary',
  busy = false,
  className,
  children,
  disabled,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  const action = useAction(onClick);
  const submitting = useSubmitting() && type === 'submit';
  const pending = busy || action.pending || submitting;
  return (
    <button
      type={type}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      onClick={onClick && action.run}
      className={cx(
        'inline-flex items-center justify-center gap-2 rounded-control px-4 py-2 text-sm font-semibold',
        'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60',
        VARIANTS[variant],
        className,
      )}
      {...rest}
    >
      {pending && (
        <span
          aria-hidden
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      )}
      {children}
    </button>
  );
}
