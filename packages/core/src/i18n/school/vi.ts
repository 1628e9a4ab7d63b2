/** The school's catalogs: subjects, class levels and departments (majors). Terms from GLOSSARY.md. */
export const vi = {
  subject: {
    name: 'Tên môn học',
    code: 'Mã môn học',
    description: 'Mô tả',
    sortOrder: 'Thứ tự',
    add: 'Thêm môn học',
    edit: 'Chỉnh sửa môn học',
    empty: 'Chưa có môn học nào.',
  },
  classLevel: {
    name: 'Tên khối lớp',
    schoolLevel: 'Cấp học',
    sortOrder: 'Thứ tự',
    add: 'Thêm khối lớp',
    edit: 'Chỉnh sửa khối lớp',
    empty: 'Chưa có khối lớp nào.',
  },
  schoolLevel: {
    primary: 'Tiểu học',
    lowerSecondary: 'Trung học cơ sở',
    upperSecondary: 'Trung học phổ thông',
    university: 'Đại học',
    other: 'Khác',
  },
  department: {
    name: 'Tên khoa',
    code: 'Mã khoa',
    description: 'Mô tả',
    add: 'Thêm khoa',
    edit: 'Chỉnh sửa khoa',
    empty: 'Chưa có khoa nào.',
  },
  catalog: {
    nameTaken: 'Tên này đã có trong trường của bạn.',
    codeTaken: 'Mã này đã có trong trường của bạn.',
    sortOrderHint: 'Số nhỏ đứng trước.',
  },
};
