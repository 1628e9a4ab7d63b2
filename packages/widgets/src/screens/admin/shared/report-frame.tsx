import ArrowDownTrayIcon from '@heroicons/react/24/outline/ArrowDownTrayIcon';
import { schoolDay } from '@saola/core/dates';
import type { Access } from '@saola/core/http';
import { type ReactNode, useState } from 'react';
import { RequireAccess } from '../../../elements/require-access';
import type { Loaded } from '../../../runtime/use-reply';
import { Button } from '../../../ui/button/button';
import { DateRange, type DateRangeValue } from '../../../ui/date-range/date-range';
import { EmptyState, LoadFailed } from '../../../ui/empty-state/empty-state';
import { Spinner } from '../../../ui/progress/progress';
import { RadioGroup } from '../../../ui/radio-group/radio-group';

type Group = 'day' | 'month';

/**
 * A report's period and grouping: this month so far by default, its days counted in the school's time zone
 * whatever the browser's; `ready` once the period is whole and in order.
 */
export function useReportPeriod(from?: string, to?: string) {
  const [range, setRange] = useState<DateRangeValue>(() => {
    const today = schoolDay(new Date().toISOString());
    return { from: from ?? `${today.slice(0, 8)}01`, to: to ?? today };
  });
  const [groupBy, setGroupBy] = useState<Group>('day');
  const ready = Boolean(range.from && range.to && range.from <= range.to);
  return { range, setRange, groupBy, setGroupBy, ready, from: range.from ?? '', to: range.to ?? '' };
}

export type ReportPeriod = ReturnType<typeof useReportPeriod>;

export interface ReportFrameProps<T> {
  title: string;
  access: Access | undefined;
  period: ReportPeriod;
  labels: { export: string; period: string; groupBy: string; day: string; month: string; empty: string };
  exporting: boolean;
  onExport: () => void;
  /** More filters, after the period and grouping. */
  filters?: ReactNode;
  /** A line under the filters (whose figures these are). */
  note?: ReactNode;
  loaded: Pick<Loaded<unknown>, 'failure' | 'reload'>;
  /** The report, or null while it loads or while the period is unfinished. */
  report: T | null;
  isEmpty: (report: T) => boolean;
  children: (report: T) => ReactNode;
}

/** A report's page: its title and export, the period and filters, and the report in its loading states. */
export function ReportFrame<T>(props: ReportFrameProps<T>) {
  const { period, labels, loaded, report } = props;
  return (
    <RequireAccess access={props.access}>
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-xl font-semibold text-ink">{props.title}</h1>
          <Button
            variant="secondary"
            busy={props.exporting}
            disabled={!period.ready}
            onClick={props.onExport}
          >
            <ArrowDownTrayIcon aria-hidden className="size-4" />
            {labels.export}
          </Button>
        </div>
        <div className="flex flex-wrap items-end gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line">
          <DateRange
            label={labels.period}
            name="period"
            value={period.range}
            onChange={period.setRange}
            required
          />
          <RadioGroup
            inline
            label={labels.groupBy}
            name="groupBy"
            value={period.groupBy}
            onChange={period.setGroupBy}
            options={[
              { value: 'day', label: labels.day },
              { value: 'month', label: labels.month },
            ]}
          />
          {props.filters}
        </div>
        {props.note}
        {loaded.failure ? (
          <LoadFailed failure={loaded.failure} onRetry={loaded.reload} />
        ) : !report ? (
          // An unfinished period asks nothing: the range field already says what is wrong.
          period.ready && <Spinner />
        ) : props.isEmpty(report) ? (
          <EmptyState title={labels.empty} />
        ) : (
          props.children(report)
        )}
      </div>
    </RequireAccess>
  );
}

/** One total of a report, as a card. */
export function Total({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-line">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-xl font-semibold text-ink">{value}</dd>
    </div>
  );
}

/**
 * A table of figures that scrolls sideways on a phone (focusable, so keys scroll it, and named, so a screen
 * reader says which): a heading column, then figures aligned to the end.
 */
export function FigureTable<R>({
  title,
  head,
  rows,
  cells,
  rowKey,
  empty,
}: {
  title: string;
  head: string[];
  rows: R[];
  cells: (row: R) => ReactNode[];
  rowKey: (row: R) => string;
  /** What an empty table says. */
  empty: string;
}) {
  return (
    <section
      aria-label={title}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keys
      tabIndex={0}
      className="overflow-x-auto rounded-xl bg-white p-4 shadow-sm ring-1 ring-line focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full text-sm">
        <caption className="mb-2 text-start font-semibold text-ink">{title}</caption>
        <thead>
          <tr className="text-muted">
            {head.map((h, i) => (
              <th key={h} scope="col" className={`py-1 font-medium ${i ? 'text-end' : 'text-start'}`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={head.length} className="py-2 text-muted">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => {
              const [first, ...rest] = cells(row);
              return (
                <tr key={rowKey(row)}>
                  <th scope="row" className="py-1 text-start font-normal text-ink">
                    {first}
                  </th>
                  {rest.map((cell, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed per table
                    <td key={i} className="py-1 text-end">
                      {cell}
                    </td>
                  ))}
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </section>
  );
}
