import type { MyNotification } from '@saola/core/api';

export const INBOX: MyNotification[] = [
  {
    id: 31,
    idNotification: 7,
    title: 'Lịch thi học kỳ I',
    content: '<p>Thi từ ngày <strong>15-12-2026</strong>. Các em xem phòng thi trên bảng tin.</p>',
    sentAt: '2026-11-21T02:00:00.000Z',
    read: false,
  },
  {
    id: 30,
    idNotification: 6,
    title: 'ແຈ້ງການພັກຮຽນວັນຊາດ',
    content: '<p>ໂຮງຮຽນພັກວັນທີ 2 ທັນວາ.</p>',
    sentAt: '2026-11-20T09:30:00.000Z',
    read: true,
  },
  {
    id: 12,
    idNotification: 1,
    title: 'Chào mừng đến với Saola Demo School',
    content: '<p>Chúc các em một năm học thành công!</p>',
    sentAt: '2026-09-01T01:00:00.000Z',
    read: true,
  },
];
