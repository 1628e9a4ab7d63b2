import { type ReactNode, useId, useState } from 'react';
import { useT } from '../../runtime/i18n';
import { useSyncUrl } from '../../runtime/sync-url';
import { Button } from '../button/button';
import { ConfirmDeleteDialog } from '../dialog/dialog';
import { LoadFailed } from '../empty-state/empty-state';
import { inputClass } from '../field/field';
import { Pagination } from '../pagination/pagination';
import { type Load, useDataTable } from './use-data-table';

const SKELETON_ROWS = ['first', 'second', 'third'];

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The server's sort key for this column, when it can be sorted. */
  sort?: string;
  /**
   * A detail a phone can do without: hidden below 640 px so the columns that say what a row is and where it
   * stands (an order's status) stay on screen instead of scrolled away.
   */
  minor?: boolean;
}

/** A minor column's header and cells leave narrow screens together. */
const onNarrow = (column: { minor?: boolean }) => (column.minor ? ' max-sm:hidden' : '');

export interface DataTableProps<T extends { id: number | string }> {
  /** Names the table for screen readers (its caption). */
  label: string;
  /** What an empty list says, naming what is missing ("No courses yet."): the school's first visit sees it. */
  empty: string;
  columns: ReadonlyArray<Column<T>>;
  load: Load<T>;
  /** Filter values sent with every request; the filter inputs themselves go in `filterBar`. */
  filters?: Record<string, unknown>;
  filterBar?: ReactNode;
  requireFilters?: boolean;
  rowActions?: (row: T) => ReactNode;
  /** Enables selection and "delete selected" (confirmed first). */
  onDeleteSelected?: (ids: Array<T['id']>) => Promise<void>;
  /** What deleting the selected rows also takes away, said in the confirmation (nothing: no warning). */
  deleteWarning?: (rows: T[]) => string | undefined;
  pageSizes?: number[];
  /**
   * Keep page, size, keyword and sort in the address, so a reload or a shared link shows the same rows, where
   * the page lets lists use its address (SyncUrlProvider); elsewhere they live in memory.
   */
  inUrl?: boolean;
  /** Changing it loads the rows again (after a change made outside the table). */
  refresh?: number;
}

/** A server-side table: search, filters, sort, pages, selection and per-row actions. */
export function DataTable<T extends { id: number | string }>(props: DataTableProps<T>) {
  const t = useT();
  const syncUrl = useSyncUrl();
  const pageSizes = props.pageSizes ?? [10, 20, 50];
  const table = useDataTable<T>({
    load: props.load,
    filters: props.filters ?? {},
    requireFilters: props.requireFilters ?? false,
    pageSize: pageSizes.includes(20) ? 20 : (pageSizes[0] ?? 20),
    inUrl: (props.inUrl ?? false) && syncUrl,
    refresh: props.refresh,
  });
  const searchId = useId();
  const [confirming, setConfirming] = useState(false);
  const selectable = Boolean(props.onDeleteSelected);
  const columnCount = props.columns.length + (selectable ? 1 : 0) + (props.rowActions ? 1 : 0);

  const deleteSelected = async () => {
    await props.onDeleteSelected?.([...table.selected]);
    setConfirming(false);
    await table.reload();
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-48 flex-1">
          <label className="sr-only" htmlFor={searchId}>
            {t('common.search')}
          </label>
          <input
            id={searchId}
            type="search"
            value={table.typed}
            placeholder={t('common.search')}
            onChange={(event) => table.setTyped(event.target.value)}
            className={inputClass(false)}
          />
        </div>
        {props.filterBar}
        {selectable && table.selected.size > 0 && (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('common.delete')} ({table.selected.size})
          </Button>
        )}
      </div>
      {/* relative: the cells' absolutely placed screen-reader texts scroll with the table instead of
          widening the page (a phone showed the whole page scrolling sideways). */}
      <div className="relative overflow-x-auto rounded-xl bg-white ring-1 ring-line">
        <table className="w-full text-start text-sm" aria-busy={table.loading || undefined}>
          <caption className="sr-only">{props.label}</caption>
          <thead className="border-b border-line bg-gray-50 text-xs font-semibold uppercase text-muted">
            <tr>
              {selectable && (
                <th scope="col" className="w-10 px-3 py-2">
                  <input
                    type="checkbox"
                    aria-label={t('common.selectAll')}
                    checked={table.rows.length > 0 && table.selected.size === table.rows.length}
                    onChange={table.toggleAll}
                    className="size-4 accent-brand-600"
                  />
                </th>
              )}
              {props.columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={`px-3 py-2 text-start${onNarrow(column)}`}
                  aria-sort={
                    column.sort && table.view.sort === column.sort
                      ? table.view.direction === 'asc'
                        ? 'ascending'
                        : 'descending'
                      : undefined
                  }
                >
                  {column.sort ? (
                    <button
                      type="button"
                      onClick={() => table.sortBy(column.sort as string)}
                      className="inline-flex items-center gap-1 uppercase hover:text-ink"
                    >
                      {column.header}
                      <span aria-hidden>
                        {table.view.sort === column.sort ? (table.view.direction === 'asc' ? '▲' : '▼') : '↕'}
                      </span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              ))}
              {props.rowActions && (
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">{t('common.actions')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {table.loading && table.rows.length === 0 ? (
              SKELETON_ROWS.map((key) => (
                <tr key={key} aria-hidden>
                  <td colSpan={columnCount} className="px-3 py-3">
                    <div className="h-4 animate-pulse rounded bg-gray-100" />
                  </td>
                </tr>
              ))
            ) : table.failure ? (
              <tr>
                <td colSpan={columnCount} className="px-3 py-10">
                  <div className="flex justify-center">
                    <LoadFailed centred failure={table.failure} onRetry={() => void table.reload()} />
                  </div>
                </td>
              </tr>
            ) : table.rows.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className="px-3 py-10 text-center text-muted">
                  {table.waitingForFilters
                    ? t('errors.chooseFilters')
                    : table.searching
                      ? t('errors.noSuitableData')
                      : props.empty}
                </td>
              </tr>
            ) : (
              table.rows.map((row) => (
                <tr
                  key={row.id}
                  className="border-b border-line last:border-0 hover:bg-gray-50"
                  aria-selected={selectable ? table.selected.has(row.id) : undefined}
                >
                  {selectable && (
                    <td className="px-3 py-2">
                      <input
                        type="checkbox"
                        aria-label={`${t('common.select')} ${row.id}`}
                        checked={table.selected.has(row.id)}
                        onChange={() => table.toggle(row.id)}
                        className="size-4 accent-brand-600"
                      />
                    </td>
                  )}
                  {props.columns.map((column) => (
                    <td key={column.key} className={`px-3 py-2 text-ink${onNarrow(column)}`}>
                      {column.cell(row)}
                    </td>
                  ))}
                  {props.rowActions && (
                    <td className="px-3 py-2 text-end whitespace-nowrap">{props.rowActions(row)}</td>
                  )}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm text-muted">
          {t('common.pageSize')}
          <select
            value={table.view.take}
            onChange={(event) => table.setTake(Number(event.target.value))}
            className="rounded-control border border-line bg-white px-2 py-1 text-sm"
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <div className="flex-1">
          <Pagination
            page={table.view.page}
            take={table.view.take}
            total={table.total}
            more={table.more}
            onPage={table.setPage}
          />
        </div>
      </div>
      <ConfirmDeleteDialog
        open={confirming}
        count={table.selected.size}
        warning={
          confirming
            ? props.deleteWarning?.(table.rows.filter((row) => table.selected.has(row.id)))
            : undefined
        }
        onCancel={() => setConfirming(false)}
        onConfirm={deleteSelected}
      />
    </div>
  );
}
