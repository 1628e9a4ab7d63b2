import type { ExamState, TakerStatus } from '@saola/core/api';
import { schoolDay, schoolMoment, schoolTime } from '@saola/core/dates';
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

/** A date-time input's value ("2026-11-23T08:00") from an ISO moment, on the school's clock. */
export function toLocalInput(iso: string | null | undefined): string {
  const day = iso ? schoolDay(iso) : '';
  return day && iso ? `${day}T${schoolTime(iso)}` : '';
}

/** The ISO moment of a date-time input's value on the school's clock; the text itself when it is not one. */
export function fromLocalInput(value: string): string {
  const [day = '', time = ''] = value.split('T');
  return schoolMoment(day, time) ?? value;
}
