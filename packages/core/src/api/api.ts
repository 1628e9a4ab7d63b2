import type { AnyEndpoint } from '../http/endpoint';
import { activeCode, activeCodeItem } from './active-code';
import { auth } from './auth';
import { certificate } from './certificates';
import { coupon, order, payment, paymentSetting, revenue } from './commerce';
import { config } from './config';
import { fileCategory, post, postCategory } from './content';
import { course, courseCategory } from './course';
import { coursePackage } from './course-package';
import { curriculum } from './curriculum';
import { dashboard } from './dashboard';
import { question, review } from './discussion';
import { enrolment } from './enrolment';
import { exam, publicTest } from './exams';
import { file } from './file';
import { dataExport, dataImport, job } from './jobs';
import { landingPage } from './landing';
import { learning } from './learning';
import { schedule, teaching } from './live';
import { monitor } from './monitor';
import { notification, notifyEvents } from './notification';
import { approval, approveFlow, approveSetting, member, memberGroup, position, unit } from './organisation';
import { quiz } from './quiz';
import { noteRecord, scoreRecord } from './records';
import { openCourseLog, report } from './reports';
import { classLevel, department, subject, transcript } from './school';
import {
  account,
  mail,
  mailOutbox,
  mailTemplate,
  marketingTools,
  schoolDomain,
  servicePackage,
  setting,
} from './settings';
import { rightGroup, teacher } from './staff';
import { student } from './student';
import { study } from './study';
import { userGroup } from './user-group';

/**
 * The whole contract, by area. The server implements each endpoint with exactly one handler (its
 * test/contract.test.ts checks it) and the matrix test calls each handler as every kind of user. The browser's
 * typed calls (createApi) are typed from it but carry only its method and path table, calls.ts, generated
 * from it: the payload structs stay here, for the forms that import them and for the server.
 */
export const contract = {
  auth,
  config,
  notification,
  schoolDomain,
  servicePackage,
  marketingTools,
  notifyEvents,
  file,
  dashboard,
  course,
  courseCategory,
  student,
  enrolment,
  curriculum,
  coursePackage,
  learning,
  quiz,
  review,
  question,
  study,
  activeCode,
  activeCodeItem,
  coupon,
  order,
  payment,
  paymentSetting,
  revenue,
  unit,
  position,
  memberGroup,
  member,
  approveFlow,
  approveSetting,
  approval,
  rightGroup,
  teacher,
  userGroup,
  scoreRecord,
  noteRecord,
  monitor,
  setting,
  account,
  mailTemplate,
  mailOutbox,
  mail,
  post,
  postCategory,
  fileCategory,
  landingPage,
  subject,
  classLevel,
  department,
  transcript,
  certificate,
  report,
  openCourseLog,
  job,
  dataExport,
  dataImport,
  teaching,
  schedule,
  exam,
  publicTest,
};

type Area = Record<string, AnyEndpoint>;

/** Every endpoint of the contract with its area and name, e.g. for the server's registration and tests. */
export function allEndpoints(): Array<{ area: string; name: string; endpoint: AnyEndpoint }> {
  return Object.entries(contract).flatMap(([area, endpoints]) =>
    Object.entries(endpoints as Area).map(([name, endpoint]) => ({ area, name, endpoint })),
  );
}
