import type { ExamState, TakerStatus } from '@saola/core/api';
import type { TranslationKey } from '@saola/core/i18n';

/** Each window state's words, written out so the dictionary's key checks see them. */
export const EXAM_STATE_LABELS: Record<ExamState, TranslationKey> = {
  upcoming: 'examState.upcoming',
  open: 'examState.open',
  closed: 'examState.closed',
};

export const TAKER_STATUS_LABELS: Record<TakerStatus, TranslationKey> = {
  notStarted: 'examStatus.notStarted',
  started: 'examStatus.started',
  submitted: 'examStatus.submitted',
};

export const EXAM_STATE_TONES: Record<ExamState, string> = {
  upcoming: 'bg-sky-50 text-sky-800 ring-sky-200',
  open: 'bg-green-50 text-green-800 ring-green-200',
  closed: 'bg-gray-100 text-gray-700 ring-gray-200',
};

/** A local date-time input's value ("2026-11-23T08:00") from an ISO moment, in the device's time zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** The ISO moment of a local date-time input's value; the text itself when it is not one (the server refuses it). */
export function fromLocalInput(value: string): string {
  const at = new Date(value);
  return value && !Number.isNaN(at.getTime()) ? at.toISOString() : value;
}
