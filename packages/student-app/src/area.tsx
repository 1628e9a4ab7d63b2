import { areaScreens, SHELL_VIEWS, STUDENT_VIEWS } from '@saola/widgets';

/** The student route set from the manifest. The admin views stay out: no student downloads them. */
export const screens = areaScreens('student', { ...SHELL_VIEWS, ...STUDENT_VIEWS });
