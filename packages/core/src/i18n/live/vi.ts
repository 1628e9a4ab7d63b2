export const vi = {
  liveError: {
    endBeforeStart: 'Thời điểm kết thúc phải sau thời điểm bắt đầu',
    weekdays: 'Chọn ít nhất một ngày trong tuần',
    noLearners: 'Chọn nhóm học viên hoặc ít nhất một học viên',
    tooManySessions: 'Lịch này tạo quá {{max}} buổi học',
    noSessions: 'Không có buổi học nào trong khoảng ngày đã chọn',
    canceled: 'Lớp học đã bị hủy',
    notCancelable: 'Chỉ hủy được buổi học chưa diễn ra hoặc đang diễn ra',
    notMovable: 'Chỉ dời được buổi học chưa mở',
    inPast: 'Không thể dời buổi học về quá khứ',
    notHeld: 'Buổi học chưa diễn ra hoặc đã bị hủy',
    cannotJoin: 'Không thể vào phòng',
    notOpen: 'Không thể vào phòng: buổi học chưa mở hoặc đã kết thúc',
    passcode: 'Mật mã phòng không đúng',
    locked: 'Không thể vào phòng: phòng đã khóa',
  },
};
