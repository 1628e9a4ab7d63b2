import type { AttendanceSheet, JoinReply, LiveClass, LiveSession, ScheduleItem } from '@saola/core/api';
import { pathTo } from '@saola/core/routes';
import { contractAnswers, memoryResource, refused } from '../../../test/contract-fake';
import { type Answers, ok } from '../../../test/fake-saola';
import { STARTED } from '../admin/general-report/general-report.fixtures';

/** Today's Monday session (19:00–20:30 in Hanoi) is the open one in these fixtures. */
export const LIVE_CLASSES: LiveClass[] = [
  {
    id: 1,
    kind: 'class',
    name: 'Toán 10 trực tuyến',
    groupName: 'Lớp 10A1',
    teacherName: 'Trần Văn Minh',
    startDate: '2026-11-23',
    endDate: '2026-12-31',
    startTime: '19:00',
    endTime: '20:30',
    weekdays: [1, 3],
    status: 'opening',
    sessions: 12,
    nextSessionAt: '2026-11-23T12:00:00.000Z',
    createdAt: '2026-11-20T02:00:00.000Z',
    idGroup: 1,
    idTeacher: 2,
    idAttendant: null,
    attendantName: null,
    members: [],
    recurring: true,
    room: 'Phòng 101',
    hostVideo: true,
    participantVideo: true,
    dingDong: false,
    passcode: '',
    locked: false,
    meetingUrl: '',
    joinPath: pathTo('teachingJoin', { id: 1 }),
  },
  {
    id: 2,
    kind: 'meeting',
    name: 'ປະຊຸມຜູ້ປົກຄອງ',
    groupName: null,
    teacherName: 'Nguyễn Thị Hoa',
    startDate: '2026-11-28',
    endDate: '2026-11-28',
    startTime: '09:00',
    endTime: '10:00',
    weekdays: [],
    status: 'notOpen',
    sessions: 1,
    nextSessionAt: '2026-11-28T02:00:00.000Z',
    createdAt: '2026-11-21T02:00:00.000Z',
    idGroup: null,
    idTeacher: 1,
    idAttendant: null,
    attendantName: null,
    members: [{ id: 3, fullName: 'Phạm Thu Trang', username: 'student' }],
    recurring: false,
    room: '',
    hostVideo: true,
    participantVideo: false,
    dingDong: true,
    passcode: '2468',
    locked: false,
    meetingUrl: 'https://meet.example.com/abc-defg',
    joinPath: pathTo('teachingJoin', { id: 2 }),
  },
];

export const SCHEDULE: ScheduleItem[] = [
  {
    id: 11,
    idClass: 1,
    className: 'Toán 10 trực tuyến',
    kind: 'class',
    startsAt: '2026-11-23T12:00:00.000Z',
    endsAt: '2026-11-23T13:30:00.000Z',
    status: 'opening',
    room: 'Phòng 101',
    teacherName: 'Trần Văn Minh',
    joined: 1,
    canJoin: true,
  },
  {
    id: 21,
    idClass: 2,
    className: 'ປະຊຸມຜູ້ປົກຄອງ',
    kind: 'meeting',
    startsAt: '2026-11-28T02:00:00.000Z',
    endsAt: '2026-11-28T03:00:00.000Z',
    status: 'notOpen',
    room: '',
    teacherName: 'Nguyễn Thị Hoa',
    joined: 0,
    canJoin: false,
  },
];

export const SHEET: AttendanceSheet = {
  sessions: [{ id: 11, startsAt: '2026-11-23T12:00:00.000Z', status: 'completed' }],
  learners: [
    {
      idUser: 3,
      fullName: 'Phạm Thu Trang',
      username: 'student',
      rate: 100,
      marks: [
        {
          idSession: 11,
          status: 'onTime',
          joinedAt: '2026-11-23T12:05:00.000Z',
          leftAt: null,
          source: 'video',
          corrected: false,
          reason: null,
        },
      ],
    },
    {
      idUser: 4,
      fullName: 'Lê Minh Khoa',
      username: 'student2',
      rate: 100,
      marks: [
        {
          idSession: 11,
          status: 'late',
          joinedAt: '2026-11-23T12:20:00.000Z',
          leftAt: null,
          source: 'video',
          corrected: false,
          reason: null,
        },
      ],
    },
  ],
};

/** Class 1's sessions: today's open one and Wednesday's, still to come. */
const CLASS_SESSIONS: LiveSession[] = [
  ...SCHEDULE.filter((s) => s.idClass === 1).map(({ canJoin: _, ...s }) => s),
  {
    id: 12,
    idClass: 1,
    className: 'Toán 10 trực tuyến',
    kind: 'class',
    startsAt: '2026-11-25T12:00:00.000Z',
    endsAt: '2026-11-25T13:30:00.000Z',
    status: 'notOpen',
    room: 'Phòng 101',
    teacherName: 'Trần Văn Minh',
    joined: 0,
  },
];

/** A local date and time in Hanoi (UTC+7) as an instant. */
const hanoi = (date: string, time: string) => new Date(`${date}T${time.slice(0, 5)}:00+07:00`).toISOString();

/** The schedule and join calls over the fixtures: `empty` answers no sessions, `failing` a server error. */
export function liveServer(options: { empty?: boolean; failing?: boolean } = {}): Answers {
  const reply = (data: ScheduleItem[]) => ({ data, total: data.length });
  const sessions = CLASS_SESSIONS.map((s) => ({ ...s }));
  return contractAnswers({
    schedule: {
      list: (p) => {
        if (options.failing) return refused(500, 'Lỗi máy chủ');
        if (options.empty) return reply([]);
        return reply(SCHEDULE.filter((s) => !p.upcoming || s.status !== 'completed'));
      },
    },
    teaching: {
      // Class 1 is open, class 2 open behind a passcode, class 3's next session not open yet.
      joinInfo: ({ id }) => {
        const name = id === 3 ? 'Hóa học 11 trực tuyến' : LIVE_CLASSES.find((c) => c.id === id)?.name;
        if (!name) return refused(404, 'Không tìm thấy');
        return {
          className: name,
          startsAt: '2026-11-23T12:00:00.000Z',
          endsAt: '2026-11-23T13:30:00.000Z',
          state: id === 3 ? 'upcoming' : 'open',
          passcode: id === 2,
        };
      },
      join: (p): JoinReply | ReturnType<typeof refused> => {
        if (p.id === 2 && p.passcode !== '2468')
          return refused(400, 'Mật mã phòng không đúng', [
            { field: 'passcode', message: 'Mật mã phòng không đúng' },
          ]);
        if (p.id === 3) return refused(400, 'Không thể vào phòng: buổi học chưa mở hoặc đã kết thúc');
        const cls = LIVE_CLASSES.find((c) => c.id === p.id);
        if (!cls) return refused(404, 'Không tìm thấy');
        return {
          idSession: p.id * 10 + 1,
          className: cls.name,
          startsAt: '2026-11-23T12:00:00.000Z',
          endsAt: '2026-11-23T13:30:00.000Z',
          mode: cls.meetingUrl ? 'link' : 'livekit',
          url: cls.meetingUrl || 'wss://live.example.edu.vn',
          token: cls.meetingUrl ? null : 'eyJ.token.sig',
          roomName: `saola-1-room${p.id}`,
          expiresAt: '2026-11-23T13:30:00.000Z',
          host: false,
          camera: cls.participantVideo,
          dingDong: cls.dingDong,
        };
      },
      attendance: () => SHEET,
      editAttendance: (p) => ({
        idSession: p.idSession,
        status: p.status,
        joinedAt: null,
        leftAt: null,
        source: 'video',
        corrected: true,
        reason: p.reason,
      }),
      sessions: () => ({ data: sessions, total: sessions.length }),
      moveSession: (p) => {
        if (p.date < '2026-11-23')
          return refused(400, 'Dữ liệu không hợp lệ', [
            { field: 'date', message: 'Không thể dời buổi học về quá khứ' },
          ]);
        const moved = sessions.find((s) => s.id === p.id);
        if (!moved) return refused(404, 'Không tìm thấy');
        Object.assign(moved, { startsAt: hanoi(p.date, p.startTime), endsAt: hanoi(p.date, p.endTime) });
        return moved;
      },
      cancelSession: (p) => {
        const { canJoin: _, ...s } = SCHEDULE[0] as ScheduleItem;
        return { ...s, id: p.id, status: 'canceled' };
      },
    },
  });
}

/** The live-class resource in memory, with the schedule, join and attendance calls. */
export function teachingServer(initial: LiveClass[] = LIVE_CLASSES): Answers {
  return {
    ...liveServer(),
    ...memoryResource({
      area: 'teaching',
      rows: initial,
      summary: ({
        id,
        kind,
        name,
        groupName,
        teacherName,
        startDate,
        endDate,
        startTime,
        endTime,
        weekdays,
        status,
        sessions,
        nextSessionAt,
        createdAt,
      }) => ({
        id,
        kind,
        name,
        groupName,
        teacherName,
        startDate,
        endDate,
        startTime,
        endTime,
        weekdays,
        status,
        sessions,
        nextSessionAt,
        createdAt,
      }),
      filter: (row, p) => !p.kind || row.kind === p.kind,
      save: (fields, id, before) => ({
        ...(before ?? (LIVE_CLASSES[0] as LiveClass)),
        ...fields,
        id,
        idGroup: fields.idGroup ?? null,
        idAttendant: fields.idAttendant ?? null,
        recurring: fields.recurring ?? true,
        room: fields.room ?? '',
        hostVideo: fields.hostVideo ?? true,
        participantVideo: fields.participantVideo ?? true,
        dingDong: fields.dingDong ?? false,
        passcode: fields.passcode ?? '',
        locked: fields.locked ?? false,
        meetingUrl: fields.meetingUrl ?? '',
        members: [],
        joinPath: pathTo('teachingJoin', { id }),
      }),
    }),
    '/Lms/Export/Start': ok({ ...STARTED, module: 'attendance', fileName: 'attendance-2026-11-23.xlsx' }),
  };
}
