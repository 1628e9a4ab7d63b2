/**
 * Signing in and the account in Vietnamese, the source of the keys (en.ts and lo.ts have exactly
 * these): sign-in, profile and password, the language names, notifications.
 */
export const vi = {
  auth: {
    signIn: 'Đăng nhập',
    signOut: 'Đăng xuất',
    username: 'Tên đăng nhập',
    password: 'Mật khẩu',
    currentPassword: 'Mật khẩu hiện tại',
    newPassword: 'Mật khẩu mới',
    confirmPassword: 'Xác nhận mật khẩu',
    rememberMe: 'Ghi nhớ đăng nhập',
    showPassword: 'Hiện mật khẩu',
    hidePassword: 'Ẩn mật khẩu',
    wrongCredentials: 'Tên đăng nhập hoặc mật khẩu không đúng',
    accountLocked: {
      other: 'Tài khoản tạm khóa do đăng nhập sai quá nhiều lần. Vui lòng thử lại sau {{count}} phút.',
    },
    accountInactive: 'Tài khoản đã bị vô hiệu hóa',
    awaitingApproval: 'Đăng ký của bạn đang chờ nhà trường duyệt.',
    registrationRefused: 'Nhà trường chưa chấp nhận đăng ký của bạn.',
    registrationRefusedBecause: 'Nhà trường chưa chấp nhận đăng ký của bạn: {{reason}}',
    deviceLimit:
      'Tài khoản đã đăng nhập trên quá số thiết bị cho phép ({{limit}}). Hãy đăng xuất trên một thiết bị khác.',
    tooManyAttempts: 'Quá nhiều lần thử. Vui lòng thử lại sau ít phút.',
    signedOut: 'Bạn đã đăng xuất',
    currentPasswordWrong: 'Mật khẩu hiện tại không đúng',
    passwordChanged: 'Đã đổi mật khẩu. Các thiết bị khác đã được đăng xuất.',
  },
  accountState: {
    awaitingApproval: 'Tài khoản này đang chờ duyệt: tài khoản chỉ hoạt động khi đăng ký được duyệt.',
    refusedRegistration: 'Đăng ký của tài khoản này đã bị từ chối: hãy duyệt lại trong danh sách thành viên.',
    notAllowed: 'Không thể chuyển tài khoản này sang trạng thái đó.',
  },
  locale: {
    vi: 'Tiếng Việt',
    en: 'English',
    lo: 'ພາສາລາວ',
  },
  notifications: {
    unreadOnly: 'Chỉ hiện chưa đọc',
    empty: 'Bạn chưa có thông báo nào.',
    emptyUnread: 'Không có thông báo chưa đọc.',
    bell: 'Thông báo, {{count}} chưa đọc',
    unread: 'Chưa đọc',
  },
};
