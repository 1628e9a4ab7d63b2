import type { SchoolLevel } from '@saola/core/api';
import type { TranslationKey } from '@saola/core/i18n';

/** The label of each school level a class level belongs to. */
export const SCHOOL_LEVEL_LABEL: Record<SchoolLevel, TranslationKey> = {
  primary: 'schoolLevel.primary',
  lowerSecondary: 'schoolLevel.lowerSecondary',
  upperSecondary: 'schoolLevel.upperSecondary',
  university: 'schoolLevel.university',
  other: 'schoolLevel.other',
};
