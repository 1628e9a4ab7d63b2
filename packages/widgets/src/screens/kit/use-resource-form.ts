import type { Api } from '@saola/core/api';
import type { Reply } from '@saola/core/http';
import type { Struct } from 'superstruct';
import { useSaola } from '../../runtime/saola';
import { type useForm, useSaveForm } from '../../ui/form/use-form';
import type { FieldsOf, SaveArea } from './resource';

export interface ResourceFormOptions<K extends SaveArea, T extends Record<string, unknown>> {
  area: K;
  /** The record being edited (its id is all the save needs of it); null for a new one. */
  record: { id: number } | null;
  /** What the fields hold at first: the record's values, or a new one's. */
  initial: T;
  /** The struct of the area's `add` payload (the server validates with the same one). */
  struct: Struct<FieldsOf<K>, unknown>;
  /** After a save, with the saved record: back to the list, say. */
  onSaved: (saved: SavedOf<K>) => void;
}

/** What an area's save answers. */
type SavedOf<K extends SaveArea> = Api[K]['add'] extends (...args: never[]) => Promise<Reply<infer R>>
  ? R
  : never;

interface SaveCalls<R, F> {
  add: (payload: F) => Promise<Reply<R>>;
  edit: (payload: F & { id: number }) => Promise<Reply<R>>;
}

/**
 * A resource's add-or-edit form: the area's `add` for a new record, its `edit` for an existing one, the
 * server's field errors shown under their fields, and the form's guards (one save at a time, the first
 * field in error focused).
 */
export function useResourceForm<K extends SaveArea, T extends Record<string, unknown>>({
  area,
  record,
  initial,
  struct,
  onSaved,
}: ResourceFormOptions<K, T>) {
  const { api } = useSaola();
  const calls = api[area] as unknown as SaveCalls<SavedOf<K>, FieldsOf<K>>;
  return useSaveForm<T, FieldsOf<K>, SavedOf<K>>({
    initial,
    struct,
    save: (values) => (record ? calls.edit({ ...values, id: record.id }) : calls.add(values)),
    onSaved,
  });
}

/** A resource form's state and wiring, as its fields take it. */
export type ResourceForm<T extends Record<string, unknown>> = ReturnType<typeof useForm<T, never>>;
