/**
 * Ratings, comments and questions on courses in Vietnamese, the source of the keys (en.ts and lo.ts
 * have exactly these).
 */
export const vi = {
  review: {
    rateCourse: 'Đánh giá khóa học',
    stars: { other: '{{count}} sao' },
    rating: 'Điểm đánh giá',
    comment: 'Bình luận',
    send: 'Gửi đánh giá',
    update: 'Cập nhật đánh giá',
    average: { other: '{{average}}/5 · {{count}} đánh giá' },
    none: 'Chưa có đánh giá nào.',
    thanks: 'Cảm ơn bạn đã đánh giá!',
    enrolledOnly: 'Chỉ học viên của khóa học mới có thể làm việc này.',
    schoolReply: 'Phản hồi của trường',
    reply: 'Trả lời',
    hide: 'Ẩn',
    show: 'Hiện',
    hidden: 'Đã ẩn',
    visible: 'Đang hiện',
    student: 'Học viên',
    course: 'Khóa học',
    date: 'Ngày',
    visibility: 'Hiển thị',
    tabReviews: 'Đánh giá',
    tabQuestions: 'Hỏi đáp',
    ask: 'Đặt câu hỏi',
    yourQuestion: 'Câu hỏi của bạn',
    answer: 'Câu trả lời',
    answers: { other: '{{count}} câu trả lời' },
    staff: 'Giáo viên',
    noQuestions: 'Chưa có câu hỏi nào.',
    question: 'Câu hỏi',
  },
};
