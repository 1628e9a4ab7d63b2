// Kept for integrators who imported it from here before it moved to core beside FILE_MAX_BYTES.
export { formatBytes } from '@saola/core/api';
export { AppHost, type AppHostProps } from './host/app-host';
export type { AreaLoaders, AreaModule, ScreenProps } from './host/area';
export { areaScreens, HOST_DRAWN } from './host/area-screens';
export { mountHost } from './host/mount-host';
export { type Emit, EmitProvider, useEmit } from './runtime/emit';
export { useFormat } from './runtime/format';
export { useLocale, useSession, useT } from './runtime/i18n';
export {
  configureSaola,
  createSaola,
  defaultSaola,
  type Saola,
  type SaolaOptions,
  SaolaProvider,
  useSaola,
} from './runtime/saola';
export { SyncUrlProvider, useSyncUrl } from './runtime/sync-url';
export { type Loaded, useReply } from './runtime/use-reply';
export { AdminDashboard } from './screens/admin/admin-dashboard/admin-dashboard';
export { CourseCategoryList } from './screens/admin/course-category-list/course-category-list';
export {
  CourseCurriculum,
  type CourseCurriculumProps,
} from './screens/admin/course-curriculum/course-curriculum';
export { CourseForm, type CourseFormProps } from './screens/admin/course-form/course-form';
export { CourseList, type CourseListProps } from './screens/admin/course-list/course-list';
export {
  CoursePackageForm,
  type CoursePackageFormProps,
} from './screens/admin/course-package-form/course-package-form';
export {
  CoursePackageList,
  type CoursePackageListProps,
} from './screens/admin/course-package-list/course-package-list';
export { CourseReviewsAdmin } from './screens/admin/course-reviews/course-reviews-admin';
export { CourseStudents, type CourseStudentsProps } from './screens/admin/course-students/course-students';
export { StudentForm, type StudentFormProps } from './screens/admin/student-form/student-form';
export { StudentList, type StudentListProps } from './screens/admin/student-list/student-list';
export { StudyList, type StudyListProps } from './screens/admin/study-list/study-list';
export { ADMIN_VIEWS } from './screens/admin/views';
export { MyNotifications } from './screens/shell/my-notifications/my-notifications';
export { PageNotFound, type PageNotFoundProps } from './screens/shell/page-not-found/page-not-found';
export { Profile } from './screens/shell/profile/profile';
export { SignIn, type SignInProps } from './screens/shell/sign-in/sign-in';
export type { SignedIn } from './screens/shell/sign-in/use-sign-in';
export { Splash, type SplashProps } from './screens/shell/splash/splash';
export { SHELL_VIEWS } from './screens/shell/views';
export { CourseDetail, type CourseDetailProps } from './screens/student/course-detail/course-detail';
export { LessonPage, type LessonPageProps } from './screens/student/lesson-page/lesson-page';
export { MyCourseList, type MyCourseListProps } from './screens/student/my-course-list/my-course-list';
export {
  StudentDashboard,
  type StudentDashboardProps,
} from './screens/student/student-dashboard/student-dashboard';
export { STUDENT_VIEWS } from './screens/student/views';
export { AppShell, type AppShellProps } from './ui/app-shell/app-shell';
export { Avatar, initials } from './ui/avatar/avatar';
export { BarChart, type BarChartProps, type BarSeries } from './ui/bar-chart/bar-chart';
export { Button, type ButtonProps, type ButtonVariant } from './ui/button/button';
export { Checkbox, type CheckboxProps } from './ui/checkbox/checkbox';
export { type Column, DataTable, type DataTableProps } from './ui/data-table/data-table';
export type { Load, TableQuery } from './ui/data-table/use-data-table';
export { DatePicker, type DatePickerProps } from './ui/date-picker/date-picker';
export { DateRange, type DateRangeProps, type DateRangeValue } from './ui/date-range/date-range';
export { ConfirmDeleteDialog, type ConfirmDialogProps, Dialog, type DialogProps } from './ui/dialog/dialog';
export { EmptyState, LoadFailed, type LoadFailedProps } from './ui/empty-state/empty-state';
export { Field, type FieldIds, type FieldProps } from './ui/field/field';
export { FileUpload, type FileUploadProps, type ShownFile } from './ui/file-upload/file-upload';
export { Form, type FormProps } from './ui/form/form';
export { type FormOptions, useForm } from './ui/form/use-form';
export { LocaleSwitcher, type LocaleSwitcherProps } from './ui/locale-switcher/locale-switcher';
export { Pagination, type PaginationProps } from './ui/pagination/pagination';
export { PasswordField, type PasswordFieldProps } from './ui/password-field/password-field';
export { ProgressBar, Spinner } from './ui/progress/progress';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './ui/radio-group/radio-group';
export { RichTextEditor, type RichTextEditorProps } from './ui/rich-text/rich-text-editor';
export { RichTextView } from './ui/rich-text/rich-text-view';
export { sanitizeHtml } from './ui/rich-text/sanitize';
export { Select, type SelectProps } from './ui/select/select';
export { STATUS_TONES, type Status, StatusBadge } from './ui/status-badge/status-badge';
export { Switch, type SwitchProps } from './ui/switch/switch';
export { type Tab, Tabs, type TabsProps } from './ui/tabs/tabs';
export { TextField, type TextFieldProps } from './ui/text-field/text-field';
export { Textarea, type TextareaProps } from './ui/textarea/textarea';
export { TimeInput, type TimeInputProps } from './ui/time-input/time-input';
export { AlertHost, Toaster } from './ui/toaster/toaster';
export { TreeSelect, type TreeSelectProps } from './ui/tree-select/tree-select';
