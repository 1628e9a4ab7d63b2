import type { Reply } from '@saola/core/http';
import type { Struct } from 'superstruct';
import { useSaola } from '../../runtime/saola';
import { fieldErrorsOf, useForm } from '../../ui/form/use-form';
import type { FieldsOf, RecordArea, RecordOf } from './resource';

export interface ResourceFormOptions<K extends RecordArea, T extends Record<string, unknown>> {
  area: K;
  /** The record being edited; null for a new one. */
  record: RecordOf<K> | null;
  /** What the fields hold at first: the record's values, or a new one's. */
  initial: T;
  /** The struct of the area's `add` payload (the server validates with the same one). */
  struct: Struct<FieldsOf<K>, unknown>;
  /** After a save, with the saved record: back to the list, say. */
  onSaved: (saved: RecordOf<K>) => void;
}

interface SaveCalls<R, F> {
  add: (payload: F) => Promise<Reply<R>>;
  edit: (payload: F & { id: number }) => Promise<Reply<R>>;
}

/**
 * A resource's add-or-edit form: the area's `add` for a new record, its `edit` for an existing one, the
 * server's field errors shown under their fields, and the form's guards (one save at a time, the first
 * field in error focused).
 */
export function useResourceForm<K extends RecordArea, T extends Record<string, unknown>>({
  area,
  record,
  initial,
  struct,
  onSaved,
}: ResourceFormOptions<K, T>) {
  const { api } = useSaola();
  const calls = api[area] as unknown as SaveCalls<RecordOf<K>, FieldsOf<K>>;
  return useForm<T, FieldsOf<K>>({
    initial,
    struct,
    onSubmit: async (values) => {
      const id = (record as { id?: number } | null)?.id;
      const reply = id ? await calls.edit({ ...values, id }) : await calls.add(values);
      if (reply.error || !reply.data) return fieldErrorsOf(reply);
      onSaved(reply.data);
      return undefined;
    },
  });
}
