import type { TranslationKey } from '@saola/core/i18n';
import { useT } from '../../runtime/i18n';
import { Pill } from './pill';

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

/** Each status's name, written out so that the compiler checks every key and the dead-key test sees it. */
export const STATUS_NAMES: Record<Status, TranslationKey> = {
  pending: 'status.pending',
  approved: 'status.approved',
  rejected: 'status.rejected',
  denied: 'status.denied',
  public: 'status.public',
  private: 'status.private',
  active: 'status.active',
  inactive: 'status.inactive',
  notApprovedYet: 'status.notApprovedYet',
  cancelApproved: 'status.cancelApproved',
  notOpen: 'status.notOpen',
  opening: 'status.opening',
  completed: 'status.completed',
  ended: 'status.ended',
  canceled: 'status.canceled',
  notStarted: 'status.notStarted',
  inProgress: 'status.inProgress',
  absent: 'status.absent',
  onTime: 'status.onTime',
  late: 'status.late',
  processing: 'status.processing',
  draft: 'status.draft',
  sendImmediately: 'status.sendImmediately',
  sendScheduled: 'status.sendScheduled',
  sendCyclic: 'status.sendCyclic',
};

/** A status pill with the status's translated name. */
export function StatusBadge({ status }: { status: Status }) {
  const t = useT();
  return <Pill tone={STATUS_TONES[status]}>{t(STATUS_NAMES[status])}</Pill>;
}
