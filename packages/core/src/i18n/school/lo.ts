import type { Part } from '../features';

export const lo: Part<'school'> = {
  subject: {
    name: 'ຊື່ວິຊາ',
    code: 'ລະຫັດວິຊາ',
    description: 'ຄຳອະທິບາຍ',
    sortOrder: 'ລຳດັບ',
    add: 'ເພີ່ມວິຊາ',
    edit: 'ແກ້ໄຂວິຊາ',
    empty: 'ຍັງບໍ່ມີວິຊາ.',
  },
  classLevel: {
    name: 'ຊື່ຊັ້ນຮຽນ',
    schoolLevel: 'ລະດັບການສຶກສາ',
    sortOrder: 'ລຳດັບ',
    add: 'ເພີ່ມຊັ້ນຮຽນ',
    edit: 'ແກ້ໄຂຊັ້ນຮຽນ',
    empty: 'ຍັງບໍ່ມີຊັ້ນຮຽນ.',
  },
  schoolLevel: {
    primary: 'ປະຖົມສຶກສາ',
    lowerSecondary: 'ມັດທະຍົມຕອນຕົ້ນ',
    upperSecondary: 'ມັດທະຍົມຕອນປາຍ',
    university: 'ມະຫາວິທະຍາໄລ',
    other: 'ອື່ນໆ',
  },
  department: {
    name: 'ຊື່ພະແນກ',
    code: 'ລະຫັດພະແນກ',
    description: 'ຄຳອະທິບາຍ',
    add: 'ເພີ່ມພະແນກ',
    edit: 'ແກ້ໄຂພະແນກ',
    empty: 'ຍັງບໍ່ມີພະແນກ.',
  },
  catalog: {
    nameTaken: 'ຊື່ນີ້ມີຢູ່ແລ້ວໃນໂຮງຮຽນຂອງທ່ານ.',
    codeTaken: 'ລະຫັດນີ້ມີຢູ່ແລ້ວໃນໂຮງຮຽນຂອງທ່ານ.',
    sortOrderHint: 'ເລກນ້ອຍຢູ່ກ່ອນ.',
  },
};
