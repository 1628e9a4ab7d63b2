import type { Part } from '../features';

export const lo: Part<'student'> = {
  student: {
    fullName: 'ຊື່',
    username: 'ຊື່ຜູ້ໃຊ້',
    phone: 'ເບີໂທລະສັບ',
    password: 'ລະຫັດຜ່ານ',
    newPassword: 'ລະຫັດຜ່ານໃໝ່',
    newPasswordHint: 'ປ່ອຍວ່າງໄວ້ຖ້າບໍ່ປ່ຽນລະຫັດຜ່ານ.',
    classLevel: 'ຊັ້ນຮຽນ',
    schoolLevel: 'ລະດັບການສຶກສາ',
    schoolYear: 'ສົກຮຽນ',
    semester: 'ພາກຮຽນ',
    status: 'ສະຖານະ',
    courses: 'ຫຼັກສູດ',
    lastSignIn: 'ເຂົ້າສູ່ລະບົບຫຼ້າສຸດ',
    never: 'ຍັງບໍ່ເຄີຍເຂົ້າສູ່ລະບົບ',
    account: 'ບັນຊີ',
    studies: 'ການຮຽນ',
  },
  study: {
    student: 'ນັກຮຽນ',
    course: 'ຫຼັກສູດ',
    progress: 'ຄວາມຄືບໜ້າ',
    lessons: 'ບົດຮຽນ',
    quizAverage: 'ຄະແນນແບບທົດສອບ',
    lastActivity: 'ກິດຈະກຳລ່າສຸດ',
    state: 'ສະຖານະ',
    viewStudent: 'ເບິ່ງຄວາມຄືບໜ້າຂອງ {{name}}',
    forStudent: 'ຄວາມຄືບໜ້າການຮຽນ · {{name}}',
    clearStudent: 'ນັກຮຽນທັງໝົດ',
  },
};
