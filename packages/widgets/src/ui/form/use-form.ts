import type { Reply } from '@saola/core/http';
import type { FieldError } from '@saola/core/validate';
import { validateWith } from '@saola/core/validate';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import type { Struct } from 'superstruct';
import { useLocale } from '../../runtime/i18n';
import { firstUnreadable } from './unreadable';
import { useAction } from './use-action';

/**
 * `T` is what the fields hold (a number field may be empty), `V` what the struct makes of it once valid: the
 * payload the endpoint takes.
 */
export interface FormOptions<T extends Record<string, unknown>, V = T> {
  initial: T;
  /** The same struct the server validates with: messages come in the current language. */
  struct: Struct<V, unknown>;
  /** Runs with valid values; answer field errors (from the server's 400) to show them under their fields. */
  onSubmit: (values: V) => Promise<FieldError[] | undefined>;
}

/** The field errors of a refused save (the server's 400 carries them as its data), if that is what it was. */
export function fieldErrorsOf(reply: Reply<unknown>): FieldError[] | undefined {
  return (reply.error && reply.data) || undefined;
}

/**
 * Form state for one screen: values, per-field errors, submit. On failure the first field in error gets the
 * focus, so keyboard and screen-reader users land on what to fix. A submit while one is saving is ignored,
 * so a double click or a second Enter saves once, and so is one while a field holds text it cannot read.
 */
export function useForm<T extends Record<string, unknown>, V = T>({
  initial,
  struct,
  onSubmit,
}: FormOptions<T, V>) {
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

  /** A field's wiring, spread onto its input: `<TextField label={…} {...form.field('name')} />`. */
  const field = <K extends keyof T & string>(name: K) => ({
    name,
    value: values[name],
    onChange: (value: T[K]) => set(name, value),
    error: errors[name],
    inputRef: ref(name),
  });

  return { values, set, field, errors, submitting: save.pending, submit, ref, setErrors: show };
}

/**
 * A form whose submit is one save call: its refusal's field errors go under their fields, its saved record
 * to `onSaved`.
 */
export function useSaveForm<T extends Record<string, unknown>, V, R>({
  save,
  onSaved,
  ...options
}: Omit<FormOptions<T, V>, 'onSubmit'> & {
  save: (values: V) => Promise<Reply<R>>;
  onSaved: (saved: R) => void;
}) {
  return useForm<T, V>({
    ...options,
    onSubmit: async (values) => {
      const reply = await save(values);
      if (reply.error || !reply.data) return fieldErrorsOf(reply);
      onSaved(reply.data);
      return undefined;
    },
  });
}
