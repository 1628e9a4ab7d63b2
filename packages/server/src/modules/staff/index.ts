export {
  type AccountLinks,
  accountDetails,
  accountPage,
  accountSummary,
  accountsOf,
  addAccount,
  deleteAccounts,
  editAccount,
  type ListedAccount,
} from './accounts';
export { changedFields, refuse, writeStaffLog } from './log';
export { rightGroupRoutes } from './right-groups';
export { teacherRoutes } from './teachers';
export { userGroupRoutes, visibleClasses } from './user-groups';
