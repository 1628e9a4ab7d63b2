import type { Part } from '../features';

export const lo: Part<'account'> = {
  auth: {
    signIn: 'ເຂົ້າສູ່ລະບົບ',
    signOut: 'ອອກຈາກລະບົບ',
    username: 'ຊື່ຜູ້ໃຊ້',
    password: 'ລະຫັດຜ່ານ',
    currentPassword: 'ລະຫັດຜ່ານປັດຈຸບັນ',
    newPassword: 'ລະຫັດຜ່ານໃໝ່',
    confirmPassword: 'ຢືນຢັນລະຫັດຜ່ານ',
    rememberMe: 'ຈື່ຂ້ອຍໄວ້',
    showPassword: 'ສະແດງລະຫັດຜ່ານ',
    hidePassword: 'ເຊື່ອງລະຫັດຜ່ານ',
    wrongCredentials: 'ຊື່ຜູ້ໃຊ້ ຫຼື ລະຫັດຜ່ານບໍ່ຖືກຕ້ອງ',
    accountLocked: { other: 'ບັນຊີຖືກລັອກຊົ່ວຄາວ ເນື່ອງຈາກເຂົ້າສູ່ລະບົບຜິດຫຼາຍເທື່ອ. ກະລຸນາລອງໃໝ່ໃນອີກ {{count}} ນາທີ.' },
    accountInactive: 'ບັນຊີນີ້ຖືກປິດໃຊ້ງານແລ້ວ',
    awaitingApproval: 'ການລົງທະບຽນຂອງທ່ານກຳລັງລໍຖ້າໂຮງຮຽນອະນຸມັດ.',
    registrationRefused: 'ໂຮງຮຽນບໍ່ໄດ້ຮັບການລົງທະບຽນຂອງທ່ານ.',
    registrationRefusedBecause: 'ໂຮງຮຽນບໍ່ໄດ້ຮັບການລົງທະບຽນຂອງທ່ານ: {{reason}}',
    deviceLimit: 'ບັນຊີນີ້ເຂົ້າສູ່ລະບົບຄົບຈຳນວນອຸປະກອນທີ່ອະນຸຍາດແລ້ວ ({{limit}}). ກະລຸນາອອກຈາກລະບົບໃນອຸປະກອນອື່ນກ່ອນ.',
    tooManyAttempts: 'ພະຍາຍາມຫຼາຍເທື່ອເກີນໄປ. ກະລຸນາລອງໃໝ່ໃນອີກບໍ່ເທົ່າໃດນາທີ.',
    signedOut: 'ທ່ານໄດ້ອອກຈາກລະບົບແລ້ວ',
    currentPasswordWrong: 'ລະຫັດຜ່ານປັດຈຸບັນບໍ່ຖືກຕ້ອງ',
    passwordChanged: 'ປ່ຽນລະຫັດຜ່ານແລ້ວ. ອຸປະກອນອື່ນໆໄດ້ອອກຈາກລະບົບແລ້ວ.',
  },
  accountState: {
    awaitingApproval: 'ບັນຊີນີ້ກຳລັງລໍຖ້າການອະນຸມັດ: ບັນຊີຈະໃຊ້ງານໄດ້ເມື່ອການລົງທະບຽນໄດ້ຮັບການອະນຸມັດເທົ່ານັ້ນ.',
    refusedRegistration: 'ການລົງທະບຽນຂອງບັນຊີນີ້ຖືກປະຕິເສດ: ກະລຸນາອະນຸມັດຄືນໃນລາຍຊື່ສະມາຊິກ.',
    notAllowed: 'ບໍ່ສາມາດປ່ຽນບັນຊີນີ້ໄປເປັນສະຖານະນັ້ນໄດ້.',
  },
  locale: {
    vi: 'Tiếng Việt',
    en: 'English',
    lo: 'ພາສາລາວ',
  },
  notifications: {
    unreadOnly: 'ສະເພາະທີ່ຍັງບໍ່ໄດ້ອ່ານ',
    empty: 'ທ່ານຍັງບໍ່ມີການແຈ້ງເຕືອນ.',
    emptyUnread: 'ບໍ່ມີການແຈ້ງເຕືອນທີ່ຍັງບໍ່ໄດ້ອ່ານ.',
    bell: 'ການແຈ້ງເຕືອນ, ຍັງບໍ່ໄດ້ອ່ານ {{count}}',
    unread: 'ຍັງບໍ່ໄດ້ອ່ານ',
  },
};
