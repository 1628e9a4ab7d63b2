import type { FieldError } from '@saola/core/validate';
import { validateWith } from '@saola/core/validate';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import type { Struct } from 'superstruct';
import { useLocale } from '../../runtime/i18n';
import { firstUnreadable } from './unreadable';
import { useAction } from './use-action';

export interface FormOptions<T extends Record<string, unknown>> {
  initial: T;
  /** The same struct the server validates with: messages come in the current language. */
  struct: Struct<T, unknown>;
  /** Runs with valid values; answer field errors (from the server's 400) to show them under their fields. */
  onSubmit: (values: T) => Promise<FieldError[] | undefined>;
}

/**
 * Form state for one screen: values, per-field errors, submit. On failure the first field in error gets the
 * focus, so keyboard and screen-reader users land on what to fix. A submit while one is saving is ignored,
 * so a double click or a second Enter saves once, and so is one while a field holds text it cannot read.
 */
export function useForm<T extends Record<string, unknown>>({ initial, struct, onSubmit }: FormOptions<T>) {
  const locale = useLocale();
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof T & string, string>>>({});
  const inputs = useRef(new Map<string, HTMLElement>());

  const show = useCallback(
    (failures: FieldError[]) => {
      const next: Record<string, string> = {};
      for (const { field, message } of failures) next[field.split('.')[0] ?? field] ??= message;
      setErrors(next as Partial<Record<keyof T & string, string>>);
      const first = Object.keys(initial).find((name) => next[name]);
      if (first) inputs.current.get(first)?.focus();
    },
    [initial],
  );

  const set = useCallback(<K extends keyof T & string>(name: K, value: T[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  /** Attach to a field's input so the form can focus it. */
  const ref = useCallback(
    (name: keyof T & string) => (element: HTMLElement | null) => {
      if (element) inputs.current.set(name, element);
      else inputs.current.delete(name);
    },
    [],
  );

  const save = useAction(async () => {
    const checked = validateWith(struct, values, locale);
    if (!checked.ok) return show(checked.errors);
    const failures = await onSubmit(checked.value);
    if (failures?.length) show(failures);
  });

  /** The form's onSubmit (its event tells which form, whose fields may hold text they cannot read). */
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const unreadable = firstUnreadable(event.currentTarget);
    if (unreadable) unreadable.focus();
    else save.run();
  };

  return { values, set, errors, submitting: save.pending, submit, ref, setErrors: show };
}
