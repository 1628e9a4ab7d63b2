import type { ReactNode } from 'react';
import { cx } from '../cx';

// Its own module, with no text of its own: a screen showing a pill does not fetch every status's name.
const TONES = {
  green: 'bg-brand-50 text-brand-800 ring-brand-600/20',
  amber: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  red: 'bg-red-50 text-red-800 ring-red-600/20',
  blue: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  gray: 'bg-gray-100 text-gray-700 ring-gray-500/20',
};

export type Tone = keyof typeof TONES;

/** A coloured pill around a short text: a status of any vocabulary, in one of the kit's tones. */
export function Pill({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}
