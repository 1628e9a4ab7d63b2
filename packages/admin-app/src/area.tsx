import { ADMIN_VIEWS, areaScreens, SHELL_VIEWS, STUDENT_VIEWS } from '@saola/widgets';

/** The owner/teacher route set from the manifest; the learner's screens are here for staff to preview. */
export const screens = areaScreens('admin', { ...SHELL_VIEWS, ...STUDENT_VIEWS, ...ADMIN_VIEWS });
