import { examRoutes } from './exams';
import { myRecordRoutes } from './my-records';
import { publicTestRoutes } from './public-test';
import { takingRoutes } from './taking';

/** Scheduled exams, the public test and the learner's own scores and notes (issue 20). */
export const examsModuleRoutes = [...examRoutes, ...takingRoutes, ...publicTestRoutes, ...myRecordRoutes];
