/** Observers (class attendants) and SPEC §6's contact privacy (issue 17). */
export const vi = {
  monitor: {
    fullName: 'Họ tên',
    username: 'Tên đăng nhập',
    phone: 'Số điện thoại',
    status: 'Trạng thái',
    password: 'Mật khẩu',
    newPassword: 'Mật khẩu mới',
    newPasswordHint: 'Để trống để giữ mật khẩu hiện tại.',
    account: 'Tài khoản',
    watching: 'Lớp học được giám sát',
    watchingHint:
      'Người giám sát chỉ xem các lớp này: học viên, điểm số và ghi chú của lớp. Họ không thể thay đổi gì.',
    classes: 'Lớp học',
    noClass: 'Chưa giám sát lớp nào',
    classCount: { other: '{{count}} lớp' },
    lastSignIn: 'Đăng nhập gần nhất',
    empty: 'Chưa có người giám sát nào.',
    entity: 'Người giám sát',
  },
  monitorError: {
    classNotSeen:
      'Người giám sát này theo dõi một lớp bạn không được xem: bạn không thể thay đổi tài khoản này.',
  },
  contactPrivacy: {
    title: 'Email và số điện thoại của học viên',
    everyTeacher: 'Mọi giáo viên đều xem được',
    ownerOnly: 'Chỉ quản trị viên xem được',
    hint: 'Những người khác thấy email và số điện thoại đã được che (ví dụ n•••@gmail.com, •••678).',
    masked: 'Đã ẩn theo cài đặt của trường: bạn không thể xem hay thay đổi.',
  },
};
