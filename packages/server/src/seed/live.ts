import { randomBytes } from 'node:crypto';
import { ID_TYPE } from '@saola/core/constants';
import type { Db } from '../db/connect';
import { expand, localDate } from '../modules/live';

type SeedUser = { id: number; idType: number; username: string };

/**
 * The demo school's live teaching: a maths class of 10A1 on Monday, Wednesday and Friday evenings that began
 * two weeks ago (its held sessions with attendance: on time, late, absent), an English speaking club on
 * Tuesdays and Thursdays with chosen learners, and a Lao parents' meeting through an external link.
 */
export async function seedLive(db: Db, idSite: number, users: SeedUser[], now: Date): Promise<void> {
  const teacher = users.find((u) => u.idType === ID_TYPE.TEACHER);
  const owner = users.find((u) => u.idType === ID_TYPE.OWNER);
  const students = users.filter((u) => u.idType === ID_TYPE.STUDENT);
  if (!teacher || !owner || students.length === 0) return;
  const group = await db
    .selectFrom('userGroups')
    .where('idSite', '=', idSite)
    .where('name', '=', 'Lớp 10A1')
    .select('id')
    .executeTakeFirst();
  const zone = 'Asia/Ho_Chi_Minh';
  const day = (offset: number) => localDate(new Date(now.getTime() + offset * 86_400_000), zone);
  const plans = [
    {
      kind: 'class' as const,
      name: 'Toán 10 – Lớp học trực tuyến',
      idGroup: group?.id ?? null,
      idTeacher: teacher.id,
      idAttendant: owner.id,
      startDate: day(-14),
      endDate: day(56),
      startTime: '19:00',
      endTime: '20:30',
      weekdays: [1, 3, 5],
      recurring: true,
      room: 'Phòng 101',
      members: [] as number[],
      meetingUrl: '',
      passcode: '',
    },
    {
      kind: 'class' as const,
      name: 'English Speaking Club',
      idGroup: null,
      idTeacher: teacher.id,
      idAttendant: null,
      startDate: day(-7),
      endDate: day(49),
      startTime: '17:30',
      endTime: '18:30',
      weekdays: [2, 4],
      recurring: true,
      room: 'Online room B',
      members: students.slice(0, 3).map((s) => s.id),
      meetingUrl: '',
      passcode: '',
    },
    {
      kind: 'meeting' as const,
      name: 'ປະຊຸມຜູ້ປົກຄອງ ຊັ້ນ 10',
      idGroup: null,
      idTeacher: owner.id,
      idAttendant: teacher.id,
      startDate: day(5),
      endDate: day(5),
      startTime: '09:00',
      endTime: '10:00',
      weekdays: [],
      recurring: false,
      room: 'Hội trường',
      members: students.map((s) => s.id),
      meetingUrl: 'https://meet.jit.si/saola-demo-hop-phu-huynh',
      passcode: '2468',
    },
  ];
  for (const { members, ...plan } of plans) {
    const cls = await db
      .insertInto('liveClasses')
      .values({ ...plan, idSite, createdBy: owner.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (members.length)
      await db
        .insertInto('liveClassMembers')
        .values(members.map((idUser) => ({ idSite, idClass: cls.id, idUser })))
        .execute();
    const sessions = expand(plan, zone, 550) ?? [];
    if (!sessions.length) continue;
    const added = await db
      .insertInto('liveSessions')
      .values(
        sessions.map((s) => ({
          idSite,
          idClass: cls.id,
          startsAt: s.startsAt,
          endsAt: s.endsAt,
          roomName: `saola-${idSite}-${randomBytes(12).toString('base64url')}`,
        })),
      )
      .returning(['id', 'startsAt', 'endsAt'])
      .execute();
    // The held sessions' attendance as the video server reported it: most on time, one late, one absent.
    const learners = plan.idGroup ? students.map((s) => s.id) : members;
    const held = added.filter((s) => new Date(s.endsAt).getTime() < now.getTime());
    const rows = held.flatMap((s, i) =>
      learners.flatMap((idUser, j) => {
        if ((i + j) % 5 === 4) return [];
        const late = (i + j) % 4 === 3 ? 22 : 2 + j;
        const joined = new Date(new Date(s.startsAt).getTime() + late * 60_000);
        return [
          {
            idSite,
            idSession: s.id,
            idUser,
            firstJoinedAt: joined,
            lastLeftAt: new Date(s.endsAt),
            source: 'video' as const,
          },
        ];
      }),
    );
    if (rows.length) await db.insertInto('liveAttendance').values(rows).execute();
  }
}
