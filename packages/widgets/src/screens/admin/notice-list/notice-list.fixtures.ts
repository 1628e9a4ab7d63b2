import type { Notification } from '@saola/core/api';
import { contractAnswers, memoryResource, refused } from '../../../../test/contract-fake';
import type { Answers } from '../../../../test/fake-saola';

const base = {
  sendMode: 'immediately' as const,
  scheduledAt: null,
  cycle: null,
  cycleUntil: null,
  recipientIds: [] as number[],
  recipients: [] as Notification['recipients'],
  byMail: false,
  bySms: false,
  nextSendAt: null,
  deliveries: 0,
  reads: 0,
  mailed: 0,
  texted: 0,
  createdAt: '2026-11-20T02:00:00.000Z',
};

export const NOTICES: Notification[] = [
  {
    ...base,
    id: 1,
    title: 'Lịch thi học kỳ I',
    content: '<p>Thi từ ngày <strong>15-12-2026</strong>.</p>',
    recipientKind: 'all',
    status: 'sent',
    sentAt: '2026-11-20T02:00:00.000Z',
    byMail: true,
    deliveries: 120,
    reads: 87,
    mailed: 96,
  },
  {
    ...base,
    id: 2,
    title: 'Parents’ meeting',
    content: '<p>Saturday at 8:00 in the main hall.</p>',
    sendMode: 'scheduled',
    scheduledAt: '2026-12-05T01:00:00.000Z',
    nextSendAt: '2026-12-05T01:00:00.000Z',
    recipientKind: 'units',
    recipientIds: [3],
    recipients: [{ id: 3, name: 'Khối THPT' }],
    bySms: true,
    status: 'scheduled',
    sentAt: null,
  },
  {
    ...base,
    id: 3,
    title: 'ແຈ້ງການພັກຮຽນ',
    content: '<p>ພັກຮຽນວັນຈັນ.</p>',
    sendMode: 'draft',
    recipientKind: 'courses',
    recipientIds: [5],
    recipients: [{ id: 5, name: 'ພາສາລາວ ຂັ້ນພື້ນຖານ' }],
    status: 'draft',
    sentAt: null,
  },
];

/** The notices over an in-memory list, and the searches of groups, units, courses and people. */
export function noticeServer(initial: Notification[] = NOTICES, options: { mail?: boolean } = {}): Answers {
  const names: Record<string, Array<{ id: number; name: string }>> = {
    groups: [{ id: 1, name: 'Lớp 10A1' }],
    units: [
      { id: 3, name: 'Khối THPT' },
      { id: 4, name: 'Phòng Đào tạo' },
    ],
    courses: [{ id: 5, name: 'ພາສາລາວ ຂັ້ນພື້ນຖານ' }],
    users: [{ id: 7, name: 'Nguyễn Văn An' }],
  };
  const resource = memoryResource({
    area: 'notification',
    rows: initial,
    summary: (row) => row,
    filter: (row, payload) => !payload.status || row.status === payload.status,
    save: (fields, id, before) => ({
      ...base,
      ...before,
      id,
      title: fields.title,
      content: fields.content,
      sendMode: fields.sendMode,
      scheduledAt: fields.scheduledAt ?? null,
      cycle: fields.cycle ?? null,
      cycleUntil: fields.cycleUntil ?? null,
      recipientKind: fields.recipientKind,
      recipientIds: fields.recipientIds ?? [],
      recipients: (names[fields.recipientKind] ?? []).filter((r) => fields.recipientIds?.includes(r.id)),
      byMail: fields.byMail ?? false,
      bySms: fields.bySms ?? false,
      status:
        fields.sendMode === 'draft' ? 'draft' : fields.sendMode === 'immediately' ? 'sending' : 'scheduled',
      sentAt: null,
    }),
  });
  const addPath = '/Auth/Notification/Add';
  const add = resource[addPath];
  return {
    ...resource,
    // Like the server: mail needs the school's mail server.
    ...(options.mail === false
      ? contractAnswers({
          notification: {
            add: () =>
              refused(400, 'Invalid', [{ field: 'byMail', message: 'The school has no mail server yet.' }]),
          },
        })
      : { [addPath]: add as NonNullable<typeof add> }),
    ...contractAnswers({
      userGroup: {
        list: () => ({
          data: (names.groups ?? []).map((g) => ({
            id: g.id,
            name: g.name,
            classLevel: null,
            schoolYear: null,
            homeroomTeacherName: null,
            students: 30,
            createdAt: '2026-09-01T00:00:00.000Z',
          })) as never,
          total: 1,
        }),
      },
      unit: { list: () => ({ data: (names.units ?? []) as never, total: 2 }) },
      course: { list: () => ({ data: (names.courses ?? []) as never, total: 1 }) },
      auth: {
        users: () => ({
          data: [
            {
              id: 7,
              fullName: 'Nguyễn Văn An',
              username: 'an.nguyen',
              email: null,
              phone: null,
              idType: 4,
              status: 'active',
              createdAt: '2026-09-01T00:00:00.000Z',
              lastSignInAt: null,
            },
          ],
          total: 1,
        }),
      },
    }),
  };
}
