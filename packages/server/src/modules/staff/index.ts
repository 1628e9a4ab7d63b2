export {
  type AccountLinks,
  accountDetails,
  accountPage,
  accountsOf,
  addAccount,
  editAccount,
} from './accounts';
export { changedFields, refuse, writeStaffLog } from './log';
export { rightGroupRoutes } from './right-groups';
export { teacherRoutes } from './teachers';
export { userGroupRoutes, visibleClasses } from './user-groups';
