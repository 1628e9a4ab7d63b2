import PlusIcon from '@heroicons/react/24/outline/PlusIcon';
import type { Api, ExportModule, RemoteSearch, SelectOption } from '@saola/core/api';
import type { Access } from '@saola/core/http';
import { pathTo } from '@saola/core/routes';
import { allows } from '@saola/core/session';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { useNavigateTo } from '../../runtime/emit';
import { useSession, useT } from '../../runtime/i18n';
import { useSaola } from '../../runtime/saola';
import { useSyncUrl } from '../../runtime/sync-url';
import { Button } from '../../ui/button/button';
import { type Column, DataTable } from '../../ui/data-table/data-table';
import type { Load, TableQuery } from '../../ui/data-table/use-data-table';
import { inputClass } from '../../ui/field/field';
import { Select } from '../../ui/select/select';
import { ExportJobButton } from '../shared/export-job-button';
import { EditRowButton, type InPlace, InPlaceDialog } from './in-place';
import type { ListArea, ListFilters, ListRow, ResourcePages } from './resource';

/** A column of a resource list; `link` makes its text open the row's edit page for those who may edit. */
export type ResourceColumn<T> = Column<T> & { link?: true };

/** A filter with a handful of fixed values, shown as a native select with "All" first. */
interface ChoiceFilter<N extends string, V> {
  name: N;
  label: string;
  choices: ReadonlyArray<{ value: V; label: string }>;
}

/** A filter whose values come from a server search (a teacher, a course…); it sends the chosen id. */
interface SearchFilter<N extends string> {
  name: N;
  label: string;
  search: (search: RemoteSearch) => Promise<SelectOption[]>;
}

/** A list's filters, each named as the endpoint's parameter and typed by it. */
export type ResourceFilter<F> = {
  [N in keyof F & string]:
    | ChoiceFilter<N, NonNullable<F[N]>>
    | (NonNullable<F[N]> extends number ? SearchFilter<N> : never);
}[keyof F & string];

/**
 * Where a list's records are added and edited: on pages of their own (`pages`), or in a dialog over the list.
 * A list with neither offers no link to a row nor an add button of its own (`onAdd` can still add one).
 */
type Editing<K extends ListArea, T extends Record<string, unknown>> =
  | { pages?: ResourcePages; inPlace?: never }
  | { inPlace: InPlace<K, T>; pages?: never };

export type ResourceListProps<K extends ListArea, T extends Record<string, unknown>> = ListProps<K> &
  Editing<K, T>;

interface ListProps<K extends ListArea> {
  /** The contract's area whose `list` (and `delete`, `add`) calls this screen makes. */
  area: K;
  /** The screen's heading, also the table's name for screen readers. */
  title: string;
  /** What an empty list says, naming what is missing. */
  empty: string;
  /** The add button's label; no add button without it. */
  addLabel?: string;
  /** The add button opens the screen's own form (a dialog its pickers need) instead of a page or the kit's. */
  onAdd?: () => void;
  columns: ReadonlyArray<ResourceColumn<ListRow<K>>>;
  filters?: ReadonlyArray<ResourceFilter<ListFilters<K>>>;
  /** Parameters always sent (the course whose students are listed…). */
  fixed?: Partial<ListFilters<K>>;
  /** What deleting the selected rows also takes away, said in the confirmation. */
  deleteWarning?: (rows: Array<ListRow<K>>) => string | undefined;
  rowActions?: (row: ListRow<K>) => ReactNode;
  /** Changing it loads the rows again. */
  refresh?: number;
  /** The export job of this list: an Export button sends the list's filters and keyword as they stand. */
  exportModule?: ExportModule;
  onNavigate?: ((to: string) => void) | undefined;
}

type FilterValues = Record<string, { choice?: number; option?: SelectOption | null }>;

function FilterControl<F>({
  filter,
  value,
  onChange,
}: {
  filter: ResourceFilter<F>;
  value: FilterValues[string] | undefined;
  onChange: (value: FilterValues[string]) => void;
}) {
  const t = useT();
  if ('search' in filter)
    return (
      <div className="min-w-48">
        <Select
          label={filter.label}
          name={filter.name}
          search={filter.search}
          value={value?.option ?? null}
          onChange={(option) => onChange({ option })}
        />
      </div>
    );
  return (
    <label className="flex flex-col gap-1 text-sm font-medium text-ink">
      {filter.label}
      <select
        className={inputClass(false)}
        value={value?.choice ?? -1}
        onChange={(event) => onChange({ choice: Number(event.target.value) })}
      >
        <option value={-1}>{t('common.all')}</option>
        {filter.choices.map((choice, index) => (
          <option key={String(choice.value)} value={index}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** What the chosen filters send: a choice's own value, a searched option's id, nothing for "All". */
function filterQuery<F>(filters: ReadonlyArray<ResourceFilter<F>>, values: FilterValues) {
  const query: Record<string, unknown> = {};
  for (const filter of filters) {
    const value = values[filter.name];
    if ('search' in filter) {
      if (value?.option) query[filter.name] = Number(value.option.id);
    } else if (value?.choice !== undefined && value.choice >= 0) {
      query[filter.name] = filter.choices[value.choice]?.value;
    }
  }
  return query;
}

/**
 * The choice filters the address names (`/order/list?status=pending`), so that a link, such as the dashboard's
 * "waiting for you", opens the list already filtered. Only where the list may read the address.
 */
function filtersInAddress<F>(filters: ReadonlyArray<ResourceFilter<F>>, search: string): FilterValues {
  const params = new URLSearchParams(search);
  const values: FilterValues = {};
  for (const filter of filters) {
    if ('search' in filter) continue;
    const choice = filter.choices.findIndex((c) => String(c.value) === params.get(filter.name));
    if (choice >= 0) values[filter.name] = { choice };
  }
  return values;
}

/**
 * A school's list of things from its description: columns, filters, the area's calls. Search, sort, pages
 * and "delete selected" come from the table; adding, editing and deleting are offered only to those the
 * contract lets make those calls, so nobody fills in a form the server would refuse.
 */
export function ResourceList<K extends ListArea, T extends Record<string, unknown> = Record<string, never>>(
  props: ResourceListProps<K, T>,
) {
  const { api } = useSaola();
  const { user } = useSession();
  const go = useNavigateTo(props.onNavigate);
  const calls = api[props.area] as unknown as Api[K] & ListCalls;
  // Someone not known yet (an element before sign-in) is offered nothing: the list's 401 asks them to sign in.
  const may = (call: { access: Access } | undefined) => Boolean(call && user && allows(call.access, user));
  const canAdd = may(calls.add);
  const canEdit = may(calls.edit);
  const canDelete = may(calls.delete);
  const syncUrl = useSyncUrl();
  const [values, setValues] = useState<FilterValues>(() =>
    syncUrl && typeof window !== 'undefined'
      ? filtersInAddress(props.filters ?? [], window.location.search)
      : {},
  );
  const [editing, setEditing] = useState<{ row: ListRow<K> | null } | null>(null);
  const [saves, setSaves] = useState(0);
  const { inPlace } = props;
  const filters = props.filters ?? [];
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters' description is fixed per screen
  const query = useMemo(() => ({ ...props.fixed, ...filterQuery(filters, values) }), [values, props.fixed]);
  const shown = useRef<TableQuery | null>(null);
  const load: Load<ListRow<K>> = useCallback(
    (table: TableQuery & Record<string, unknown>) => {
      shown.current = table;
      return calls.list(table) as ReturnType<Load<ListRow<K>>>;
    },
    [calls],
  );
  const editPage = props.pages?.edit;
  const addPage = props.pages?.add;
  const rowPage = editPage && ((row: ListRow<K>) => pathTo(editPage, { id: row.id }));
  const linked = (column: ResourceColumn<ListRow<K>>, cell: (row: ListRow<K>) => ReactNode) => ({
    ...column,
    cell,
  });
  const columns = props.columns.map((column) =>
    !column.link || !canEdit
      ? column
      : inPlace
        ? linked(column, (row) => (
            <button
              type="button"
              onClick={() => setEditing({ row })}
              className="text-left font-medium text-brand-700 hover:underline"
            >
              {column.cell(row)}
            </button>
          ))
        : rowPage
          ? linked(column, (row) => (
              <a
                href={rowPage(row)}
                onClick={(event) => {
                  event.preventDefault();
                  go(rowPage(row));
                }}
                className="font-medium text-brand-700 hover:underline"
              >
                {column.cell(row)}
              </a>
            ))
          : column,
  );
  const { rowActions } = props;
  const actions =
    inPlace && canEdit
      ? (row: ListRow<K>) => (
          <>
            <EditRowButton
              label={`${inPlace.editTitle}: ${inPlace.nameOf(row)}`}
              onClick={() => setEditing({ row })}
            />
            {rowActions?.(row)}
          </>
        )
      : rowActions;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold text-ink">{props.title}</h1>
        <div className="flex flex-wrap gap-2">
          {props.exportModule && (
            <ExportJobButton
              module={props.exportModule}
              query={() => ({ ...query, keyword: shown.current?.keyword || undefined })}
              onNavigate={props.onNavigate}
            />
          )}
          {props.addLabel && canAdd && (props.onAdd || inPlace || addPage) && (
            <Button
              onClick={() =>
                props.onAdd
                  ? props.onAdd()
                  : inPlace
                    ? setEditing({ row: null })
                    : addPage && go(pathTo(addPage))
              }
            >
              <PlusIcon aria-hidden className="size-4" />
              {props.addLabel}
            </Button>
          )}
        </div>
      </div>
      <DataTable<ListRow<K>>
        label={props.title}
        empty={props.empty}
        columns={columns}
        load={load}
        filters={query}
        inUrl
        {...(filters.length
          ? {
              filterBar: filters.map((filter) => (
                <FilterControl
                  key={filter.name}
                  filter={filter}
                  value={values[filter.name]}
                  onChange={(value) => setValues((current) => ({ ...current, [filter.name]: value }))}
                />
              )),
            }
          : {})}
        {...(actions ? { rowActions: actions } : {})}
        {...(props.deleteWarning ? { deleteWarning: props.deleteWarning } : {})}
        refresh={(props.refresh ?? 0) + saves}
        {...(canDelete
          ? { onDeleteSelected: async (ids: number[]) => void (await calls.delete?.({ ids })) }
          : {})}
      />
      {inPlace && editing && (
        <InPlaceDialog
          area={props.area}
          editor={inPlace}
          row={editing.row}
          onClose={(saved) => {
            setEditing(null);
            if (saved) setSaves((n) => n + 1);
          }}
        />
      )}
    </div>
  );
}

/** The calls a list screen may make, as the kit sees any area's. */
interface ListCalls {
  list: (payload: Record<string, unknown>) => Promise<unknown>;
  add?: { access: Access };
  edit?: { access: Access };
  delete?: ((payload: { ids: number[] }) => Promise<unknown>) & { access: Access };
}
