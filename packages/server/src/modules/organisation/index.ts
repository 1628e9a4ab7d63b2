export { decideCourse, hasOpenRequest, openMemberRegistration, openRequest } from './approval-machine';
export { approvalRoutes } from './approvals';
export { groupRoutes } from './groups';
export { memberRoutes } from './members';
export { unitRoutes } from './units';
