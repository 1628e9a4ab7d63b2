import type { JobModule, JobState, ProgressBand, ProgressState } from '@saola/core/api';
import type { TranslationKey } from '@saola/core/i18n';
import type { Tone } from '../../ui/status-badge/pill';

// Written out, so the dead-key test sees each label the screens show.
export const JOB_STATE_LABEL: Record<JobState, TranslationKey> = {
  queued: 'job.queued',
  running: 'job.running',
  done: 'job.done',
  failed: 'job.failed',
  cancelled: 'job.cancelledState',
};

export const JOB_STATE_TONE: Record<JobState, Tone> = {
  queued: 'gray',
  running: 'blue',
  done: 'green',
  failed: 'red',
  cancelled: 'amber',
};

export const JOB_MODULE_LABEL: Record<JobModule, TranslationKey> = {
  generalReport: 'job.generalReport',
  detailReport: 'job.detailReport',
  member: 'job.member',
  openCourseLog: 'job.openCourseLog',
  attendance: 'job.attendance',
  student: 'dataImport.kindStudent',
  teacher: 'dataImport.kindTeacher',
  score: 'dataImport.kindScore',
  order: 'route.orders',
  activeCode: 'route.activeCodes',
  note: 'records.notes',
};

export const PROGRESS_STATE_LABEL: Record<ProgressState, TranslationKey> = {
  notStarted: 'report.notStarted',
  inProgress: 'report.inProgress',
  completed: 'report.completed',
};

export const PROGRESS_BAND_LABEL: Record<ProgressBand, TranslationKey> = {
  none: 'report.bandNone',
  started: 'report.bandStarted',
  half: 'report.bandHalf',
  done: 'report.bandDone',
};
