import type { Api, ApiCall } from '@saola/core/api';
import type { AnyEndpoint, Paged, Reply } from '@saola/core/http';
import type { PlainScreen, RecordScreen } from '@saola/core/routes';

type Areas = { [K in keyof Api]: Api[K] };
type ReplyData<C> = C extends (...args: never[]) => Promise<Reply<infer R>> ? R : never;
type PayloadData<C> = C extends (...args: infer A) => unknown ? A[0] : never;

/** The contract's areas with a paged `list` call of rows with ids: what a resource list can show. */
export type ListArea = {
  [K in keyof Areas]: Areas[K] extends { list: ApiCall<AnyEndpoint> }
    ? ReplyData<Areas[K]['list']> extends Paged<{ id: number }>
      ? K
      : never
    : never;
}[keyof Areas];

/** One row of an area's list. */
export type ListRow<K extends ListArea> =
  ReplyData<Api[K]['list']> extends Paged<infer T extends { id: number }> ? T : never;

/** The parameters of an area's list besides the keyword, page, size and sort every list takes. */
export type ListFilters<K extends ListArea> = Omit<
  PayloadData<Api[K]['list']>,
  'keyword' | 'take' | 'page' | 'sort' | 'direction'
>;

/** The contract's areas with `add` and `edit` calls: what a resource form can save. */
export type SaveArea = {
  [K in keyof Areas]: Areas[K] extends { add: unknown; edit: unknown } ? K : never;
}[keyof Areas];

/** The contract's areas with `get`, `add` and `edit` calls: what a resource page can load and save. */
export type RecordArea = {
  [K in keyof Areas]: Areas[K] extends { get: unknown; add: unknown; edit: unknown } ? K : never;
}[keyof Areas];

/** What an area's `get` answers: the record its form edits. */
export type RecordOf<K extends RecordArea> = ReplyData<Api[K]['get']>;

/** What an area's `add` takes: the fields a form saves. */
export type FieldsOf<K extends SaveArea> = PayloadData<Api[K]['add']>;

/**
 * Where a resource's records are added and edited on pages of their own: the screens of the manifest, so a
 * page that is renamed or removed fails to compile here (`{ add: 'couponAdd', edit: 'couponEdit' }`).
 */
export interface ResourcePages {
  add?: PlainScreen;
  edit?: RecordScreen;
}
