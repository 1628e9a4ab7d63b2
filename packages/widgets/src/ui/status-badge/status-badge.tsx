import type { TranslationKey } from '@saola/core/i18n';
import { useT } from '../../runtime/i18n';
import { cx } from '../cx';

/** Every status vocabulary of SPEC §4, each with its colour. */
export const STATUS_TONES = {
  pending: 'amber',
  approved: 'green',
  rejected: 'red',
  denied: 'red',
  public: 'blue',
  private: 'gray',
  active: 'green',
  inactive: 'gray',
  notApprovedYet: 'amber',
  cancelApproved: 'red',
  notOpen: 'gray',
  opening: 'green',
  completed: 'blue',
  ended: 'gray',
  canceled: 'red',
  notStarted: 'gray',
  inProgress: 'amber',
  absent: 'red',
  onTime: 'green',
  late: 'amber',
  processing: 'amber',
  draft: 'gray',
  sendImmediately: 'blue',
  sendScheduled: 'blue',
  sendCyclic: 'blue',
} as const satisfies Partial<Record<string, 'green' | 'amber' | 'red' | 'blue' | 'gray'>>;

export type Status = keyof typeof STATUS_TONES;

const TONES = {
  green: 'bg-brand-50 text-brand-800 ring-brand-600/20',
  amber: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  red: 'bg-red-50 text-red-800 ring-red-600/20',
  blue: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  gray: 'bg-gray-100 text-gray-700 ring-gray-500/20',
};

/** A status pill with the status's translated name. */
export function StatusBadge({ status }: { status: Status }) {
  const t = useT();
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        TONES[STATUS_TONES[status]],
      )}
    >
      {t(`status.${status}` as TranslationKey)}
    </span>
  );
}
