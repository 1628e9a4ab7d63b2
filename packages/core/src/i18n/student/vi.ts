/**
 * Managing students and following their studies in Vietnamese, the source of the keys (en.ts and
 * lo.ts have exactly these).
 */
export const vi = {
  student: {
    fullName: 'Họ tên',
    username: 'Tên đăng nhập',
    phone: 'Số điện thoại',
    password: 'Mật khẩu',
    newPassword: 'Mật khẩu mới',
    newPasswordHint: 'Để trống nếu không đổi mật khẩu.',
    classLevel: 'Khối lớp',
    schoolLevel: 'Cấp học',
    schoolYear: 'Năm học',
    semester: 'Học kỳ',
    status: 'Trạng thái',
    courses: 'Khóa học',
    lastSignIn: 'Đăng nhập gần nhất',
    never: 'Chưa đăng nhập',
    account: 'Tài khoản',
    studies: 'Học tập',
  },
  study: {
    student: 'Học viên',
    course: 'Khóa học',
    progress: 'Tiến độ',
    lessons: 'Bài học',
    quizAverage: 'Điểm kiểm tra',
    lastActivity: 'Học gần nhất',
    state: 'Trạng thái',
    viewStudent: 'Xem tiến độ của {{name}}',
    forStudent: 'Tiến độ học tập · {{name}}',
    clearStudent: 'Xem tất cả học viên',
  },
};
