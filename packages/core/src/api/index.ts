export { type Api, allEndpoints, contract, createApi } from './api';
export {
  auth,
  editProfilePayload,
  type Profile,
  type SessionUser,
  signInPayload,
  type Tokens,
  type UserSummary,
  usersPayload,
  userTablePayload,
} from './auth';
export {
  type ConfigReply,
  changeLanguageUrl,
  config,
  LANGUAGE_CODES,
  type MarketingSettings,
  type MenuItem,
  type WebsiteConfig,
} from './config';
export {
  type ActivityDay,
  type AdminDashboard,
  type ContinueLearning,
  DASHBOARD_DAYS,
  DASHBOARD_ITEMS,
  dashboard,
  type StudentDashboard,
  type UpcomingItem,
} from './dashboard';
export {
  flag,
  idField,
  list,
  listQuery,
  SORT_DIRECTIONS,
  text,
  whole,
} from './fields';
export {
  FILE_EXTENSIONS,
  FILE_MAX_BYTES,
  FILE_TYPES,
  type FileType,
  file,
  type SavedFile,
  type UploadTicket,
  uploadForm,
} from './file';
export {
  CYCLES,
  type Cycle,
  type MyNotification,
  type MyNotificationPage,
  NOTIFICATION_STATUSES,
  type Notification,
  type NotificationStatus,
  notification,
  notificationPayload,
  RECIPIENT_KINDS,
  type RecipientKind,
  SEND_MODES,
  type SendMode,
} from './notification';
export {
  hasMorePages,
  pageItems,
  type RemoteSearch,
  remoteSearch,
  type SelectOption,
  treeSearch,
} from './select';
export {
  defaultPut,
  type Progress,
  type PutFile,
  type UploadOptions,
  type UploadResult,
  type UploadSource,
  uploadFile,
} from './upload';
