/**
 * The owner/teacher screens' shared words in Vietnamese, the source of their keys (en.ts and lo.ts
 * have exactly these): status names, empty lists and the rich-text editor's toolbar.
 */
export const vi = {
  status: {
    pending: 'Đang chờ',
    approved: 'Đã duyệt',
    rejected: 'Bị từ chối',
    denied: 'Bị từ chối',
    public: 'Công khai',
    private: 'Riêng tư',
    active: 'Đang hoạt động',
    inactive: 'Không hoạt động',
    notApprovedYet: 'Chưa duyệt',
    cancelApproved: 'Đã hủy duyệt',
    notOpen: 'Chưa mở',
    opening: 'Đang mở',
    completed: 'Đã hoàn thành',
    ended: 'Đã kết thúc',
    canceled: 'Đã hủy',
    notStarted: 'Chưa bắt đầu',
    inProgress: 'Đang học',
    absent: 'Vắng mặt',
    onTime: 'Đúng giờ',
    late: 'Muộn',
    processing: 'Đang xử lý',
    sendImmediately: 'Gửi ngay',
    sendScheduled: 'Hẹn giờ gửi',
    sendCyclic: 'Gửi định kỳ',
    draft: 'Bản nháp',
  },
  empty: {
    courses: 'Chưa có khóa học nào.',
    coursePackages: 'Chưa có gói khóa học nào.',
    students: 'Chưa có học viên nào.',
    retailStudents: 'Chưa có học viên học lẻ nào.',
    courseStudents: 'Khóa học này chưa có học viên nào được ghi danh.',
    study: 'Chưa có học viên nào được ghi danh vào khóa học.',
  },
  editor: {
    toolbar: 'Định dạng',
    bold: 'In đậm',
    italic: 'In nghiêng',
    heading: 'Tiêu đề',
    bulletList: 'Danh sách',
    orderedList: 'Danh sách đánh số',
  },
};
