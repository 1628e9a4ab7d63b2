import { useId } from 'react';
import { useFormat } from '../../runtime/format';
import { cx } from '../cx';

export interface BarSeries {
  label: string;
  values: readonly number[];
  /** Tailwind background class of this series' bars and legend swatch. */
  colour: string;
}

export interface BarChartProps {
  /** What the chart shows; also its accessible name. */
  title: string;
  /** One label per column (already formatted for display). */
  labels: readonly string[];
  series: readonly BarSeries[];
  /** How a value is written on the scale, in tooltips and in the table: the language's numbers by default. */
  format?: (value: number) => string;
}

/**
 * Grouped columns drawn with CSS, so they reflow from a phone to a wide screen. Screen readers get the same
 * figures as a table.
 */
export function BarChart({ title, labels, series, format }: BarChartProps) {
  const { number } = useFormat();
  const write = format ?? number;
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const titleId = useId();
  return (
    <figure aria-labelledby={titleId} className="flex flex-col gap-3">
      <figcaption className="flex flex-wrap items-center justify-between gap-2">
        <span id={titleId} className="font-semibold text-ink">
          {title}
        </span>
        <span className="flex gap-4 text-xs text-muted" aria-hidden>
          {series.map((s) => (
            <span key={s.label} className="flex items-center gap-1.5">
              <span className={cx('size-2.5 rounded-sm', s.colour)} />
              {s.label}
            </span>
          ))}
        </span>
      </figcaption>
      <div aria-hidden className="flex gap-2">
        <div className="flex h-40 flex-col justify-between text-end text-xs text-muted">
          <span>{write(max)}</span>
          <span>{write(0)}</span>
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex h-40 items-end gap-px border-b border-s border-line sm:gap-0.5">
            {labels.map((label, i) => (
              <div key={label} className="flex h-full flex-1 items-end justify-center gap-px">
                {series.map((s) => (
                  <div
                    key={s.label}
                    title={`${label} · ${s.label}: ${write(s.values[i] ?? 0)}`}
                    className={cx('w-full max-w-2 rounded-t-sm', s.colour)}
                    style={{ height: `${((s.values[i] ?? 0) / max) * 100}%` }}
                  />
                ))}
              </div>
            ))}
          </div>
          <div className="flex justify-between text-xs text-muted">
            <span>{labels[0]}</span>
            <span>{labels.at(-1)}</span>
          </div>
        </div>
      </div>
      {/* A table ignores a clipping size, so the clip is on a wrapper: otherwise 30 hidden rows lengthen the page. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <td />
              {series.map((s) => (
                <th key={s.label} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, i) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {series.map((s) => (
                  <td key={s.label}>{write(s.values[i] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
