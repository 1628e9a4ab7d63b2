import type { ApproveStatusValue, RequestKind } from '@saola/core/api';
import type { TranslationKey } from '@saola/core/i18n';
import type { Status } from '../../../ui/status-badge/status-badge';

/** Each request kind's name, written out for the compiler and the dead-key test. */
export const KIND_NAMES: Record<RequestKind, TranslationKey> = {
  member: 'approval.kindMember',
  course: 'approval.kindCourse',
};

/** SPEC's approve status values (1 pending, 2 approved, 3 rejected) in the status vocabulary. */
export const APPROVE_STATUS_OF: Record<ApproveStatusValue, Status> = {
  1: 'pending',
  2: 'approved',
  3: 'rejected',
};
