/**
 * The menu and every screen's title in Vietnamese, the source of the keys (en.ts and lo.ts have exactly
 * these): the menu and the window title show a screen's title before the screen loads, so a new screen's
 * title goes here.
 */
export const vi = {
  menu: {
    courses: 'Khóa học',
    students: 'Học viên',
    teachers: 'Giáo viên',
    teaching: 'Giảng dạy',
    sales: 'Bán hàng',
    organisation: 'Tổ chức',
    content: 'Nội dung',
    reports: 'Báo cáo',
    settings: 'Cài đặt',
  },
  route: {
    splash: 'Saola',
    signIn: 'Đăng nhập',
    notFound: 'Không tìm thấy trang',
    dashboard: 'Bảng điều khiển',
    students: 'Học viên',
    studentEdit: 'Chỉnh sửa học viên',
    studentAdd: 'Thêm học viên',
    retailStudents: 'Học viên học lẻ',
    retailStudentEdit: 'Chỉnh sửa học viên học lẻ',
    retailStudentAdd: 'Thêm học viên học lẻ',
    study: 'Tiến độ học tập',
    courses: 'Khóa học',
    courseEdit: 'Chỉnh sửa khóa học',
    courseAdd: 'Thêm khóa học',
    courseReviews: 'Đánh giá và bình luận',
    courseCategories: 'Danh mục khóa học',
    coursePackages: 'Gói khóa học',
    coursePackageEdit: 'Chỉnh sửa gói khóa học',
    coursePackageAdd: 'Thêm gói khóa học',
    profile: 'Hồ sơ',
    myNotifications: 'Thông báo của tôi',
    myCourses: 'Khóa học của tôi',
    courseDetail: 'Chi tiết khóa học',
    lesson: 'Bài học',
  },
};
