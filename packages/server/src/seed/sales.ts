import { ID_TYPE } from '@saola/core/constants';
import type { Db } from '../db/connect';
import { newAccount } from '../db/records';

/** The demo school's VNPay sandbox merchant: public demo values, so a test can sign VNPay's notice with them. */
export const DEMO_VNPAY = { tmnCode: 'SAOLADEM', hashSecret: 'SAOLADEMOSANDBOXHASHSECRET2026VN' } as const;
export const DEMO_TRANSFER_SECRET = 'saola-demo-bank-feed-secret';

const PAID_COURSES = [
  {
    name: 'IELTS Writing Band 7+',
    price: 1_200_000,
    about: '<p>Practise Task 1 and Task 2 with feedback, for learners aiming at band 7 and above.</p>',
    lesson: {
      title: 'How the examiner marks Task 2',
      content: '<p>Four criteria, each a quarter of the band.</p>',
    },
  },
  {
    name: 'Tin học văn phòng cơ bản',
    price: 450_000,
    about: '<p>Soạn thảo văn bản, bảng tính và trình chiếu cho người mới bắt đầu.</p>',
    lesson: { title: 'Làm quen với trình soạn thảo', content: '<p>Mở, lưu và định dạng một văn bản.</p>' },
  },
  {
    name: 'ພາສາລາວສຳລັບຜູ້ເລີ່ມຕົ້ນ',
    price: 350_000,
    about: '<p>ຮຽນຕົວອັກສອນ ແລະ ການອອກສຽງພາສາລາວ.</p>',
    lesson: { title: 'ພະຍັນຊະນະ', content: '<p>ພະຍັນຊະນະ 27 ຕົວ.</p>' },
  },
];

/**
 * Commerce for the demo school: paid courses and a package, the payment setting (VNPay sandbox, a VietQR
 * account), coupons, and orders in every state with their process times, so the sales screens open filled.
 */
export async function seedSales(
  db: Db,
  idSite: number,
  demoUsers: Array<{ id: number; username: string }>,
  now: Date,
): Promise<void> {
  let users = demoUsers;
  const idOf = (username: string) => users.find((u) => u.username === username)?.id as number;
  const courses: Array<{ id: number; name: string; price: number }> = [];
  for (const seed of PAID_COURSES) {
    const course = await db
      .insertInto('courses')
      .values({
        idSite,
        name: seed.name,
        coverUrl: null,
        idTeacher: idOf('teacher'),
        visibility: 'public',
        approval: 'approved',
        idCategory: null,
        welcome: '',
        about: seed.about,
        benefits: JSON.stringify([]),
        isPaid: true,
        price: seed.price,
        opening: 'all',
        denialReason: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const chapter = await db
      .insertInto('courseChapters')
      .values({ idSite, idCourse: course.id, title: seed.lesson.title, position: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('courseLessons')
      .values({
        idSite,
        idCourse: course.id,
        idChapter: chapter.id,
        title: seed.lesson.title,
        kind: 'text',
        content: seed.lesson.content,
        position: 0,
        opensAt: null,
        youtubeId: null,
        idFile: null,
        completionThreshold: null,
        duration: null,
        attemptsAllowed: null,
        timeLimitMinutes: null,
      })
      .execute();
    courses.push({ id: course.id, name: seed.name, price: seed.price });
  }
  const [ielts, office, lao] = courses as [(typeof courses)[0], (typeof courses)[0], (typeof courses)[0]];
  const combo = await db
    .insertInto('coursePackages')
    .values({
      idSite,
      name: 'Combo Kỹ năng 2026',
      about: '<p>IELTS Writing và Tin học văn phòng.</p>',
      benefits: '[]',
      price: 1_450_000,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('coursePackageItems')
    .values([
      { idSite, idPackage: combo.id, idCourse: ielts.id, position: 0 },
      { idSite, idPackage: combo.id, idCourse: office.id, position: 1 },
    ])
    .execute();

  await db
    .insertInto('paymentSettings')
    .values({
      idSite,
      vnpayTmnCode: DEMO_VNPAY.tmnCode,
      vnpayHashSecret: DEMO_VNPAY.hashSecret,
      vietqrBankBin: '970436',
      vietqrAccountNumber: '1023456789',
      vietqrAccountName: 'TRUONG SAOLA DEMO',
      transferSecret: DEMO_TRANSFER_SECRET,
    })
    .execute();

  const day = 86_400_000;
  const coupons = await db
    .insertInto('coupons')
    .values([
      {
        idSite,
        code: 'CHAOHE2026',
        times: 'many',
        quantity: 200,
        perLearner: 1,
        discountKind: 'percent',
        discountValue: 20,
        maxDiscount: 300_000,
        appliesToAll: true,
        startsAt: null,
        expiresAt: new Date(now.getTime() + 60 * day),
      },
      {
        idSite,
        code: 'IELTS100K',
        times: 'many',
        quantity: 50,
        perLearner: null,
        discountKind: 'cash',
        discountValue: 100_000,
        maxDiscount: null,
        appliesToAll: false,
        startsAt: null,
        expiresAt: null,
      },
      {
        idSite,
        code: 'SABAIDEE',
        times: 'once',
        quantity: 1,
        perLearner: null,
        discountKind: 'percent',
        discountValue: 50,
        maxDiscount: null,
        appliesToAll: true,
        startsAt: null,
        expiresAt: null,
      },
      {
        idSite,
        code: 'TET2026',
        times: 'many',
        quantity: null,
        perLearner: 2,
        discountKind: 'cash',
        discountValue: 50_000,
        maxDiscount: null,
        appliesToAll: true,
        startsAt: new Date(now.getTime() - 90 * day),
        expiresAt: new Date(now.getTime() - 30 * day),
      },
    ])
    .returning(['id', 'code'])
    .execute();
  await db
    .insertInto('couponTargets')
    .values({ idSite, idCoupon: coupons[1]?.id as number, idCourse: ielts.id, idPackage: null })
    .execute();

  // Customers who bought at the office or online, beside the demo accounts (whose courses stay as they are).
  const hash = await db
    .selectFrom('users')
    .where('id', '=', idOf('owner'))
    .select('passwordHash')
    .executeTakeFirstOrThrow();
  const customers = await db
    .insertInto('users')
    .values(
      [
        {
          username: 'an.nguyen',
          fullName: 'Nguyễn Văn An',
          email: 'an.nguyen@example.vn',
          phone: '+84978123456',
          locale: 'vi',
        },
        {
          username: 'bounmy',
          fullName: 'ບຸນມີ ແກ້ວມະນີ',
          email: 'bounmy@example.la',
          phone: '+8562055588877',
          locale: 'lo',
        },
        {
          username: 'sarah.j',
          fullName: 'Sarah Johnson',
          email: 'sarah.j@example.com',
          phone: '+84909876543',
          locale: 'en',
        },
      ].map((c) =>
        newAccount({
          ...c,
          idSite,
          idType: ID_TYPE.STUDENT,
          studentKind: 'retail',
          passwordHash: hash.passwordHash,
        }),
      ),
    )
    .returning(['id', 'username'])
    .execute();
  users = [...users, ...customers];
  const owner = idOf('owner');
  const teacher = idOf('teacher');
  const orders: Array<{
    code: string;
    user: string;
    name: string;
    type: 'cash' | 'transfer' | 'vnpay';
    items: Array<{ idCourse?: number; idPackage?: number; name: string; price: number; courses: number[] }>;
    status: 'pending' | 'paid' | 'refunded' | 'cancelled';
    daysAgo: number;
    salesperson?: number;
    coupon?: { id: number; code: string; discount: number };
  }> = [
    {
      code: 'DHDEMO2A7K',
      user: 'an.nguyen',
      name: 'Nguyễn Văn An',
      type: 'vnpay',
      items: [{ idCourse: office.id, name: office.name, price: office.price, courses: [office.id] }],
      status: 'paid',
      daysAgo: 12,
    },
    {
      code: 'DHDEMO3B8M',
      user: 'sarah.j',
      name: 'Sarah Johnson',
      type: 'cash',
      items: [
        { idPackage: combo.id, name: 'Combo Kỹ năng 2026', price: 1_450_000, courses: [ielts.id, office.id] },
      ],
      status: 'paid',
      daysAgo: 40,
      salesperson: teacher,
    },
    {
      code: 'DHDEMO4C9N',
      user: 'bounmy',
      name: 'ບຸນມີ ແກ້ວມະນີ',
      type: 'transfer',
      items: [{ idCourse: lao.id, name: lao.name, price: lao.price, courses: [lao.id] }],
      status: 'paid',
      daysAgo: 5,
      salesperson: owner,
    },
    {
      code: 'DHDEMO5D2P',
      user: 'student4',
      name: 'Emma Wilson',
      type: 'vnpay',
      items: [{ idCourse: ielts.id, name: ielts.name, price: ielts.price, courses: [ielts.id] }],
      status: 'refunded',
      daysAgo: 20,
      coupon: { id: coupons[1]?.id as number, code: 'IELTS100K', discount: 100_000 },
    },
    {
      code: 'DHDEMO6E3Q',
      user: 'student4',
      name: 'Emma Wilson',
      type: 'transfer',
      items: [{ idCourse: office.id, name: office.name, price: office.price, courses: [office.id] }],
      status: 'pending',
      daysAgo: 1,
    },
    {
      code: 'DHDEMO7F4R',
      user: 'student3',
      name: 'Lê Hoàng Nam',
      type: 'cash',
      items: [{ idCourse: lao.id, name: lao.name, price: lao.price, courses: [lao.id] }],
      status: 'cancelled',
      daysAgo: 3,
      salesperson: teacher,
    },
  ];
  for (const o of orders) {
    const created = new Date(now.getTime() - o.daysAgo * day);
    const paidAt =
      o.status === 'paid' || o.status === 'refunded' ? new Date(created.getTime() + 3_600_000) : null;
    const refundedAt = o.status === 'refunded' ? new Date(created.getTime() + 2 * day) : null;
    const origin = o.items.reduce((s, i) => s + i.price, 0);
    const discount = o.coupon?.discount ?? 0;
    const idUser = idOf(o.user);
    const account = await db
      .selectFrom('users')
      .where('id', '=', idUser)
      .select(['email', 'phone'])
      .executeTakeFirstOrThrow();
    const order = await db
      .insertInto('orders')
      .values({
        idSite,
        code: o.code,
        idUser,
        customerName: o.name,
        email: account.email,
        phone: account.phone,
        province: o.user === 'bounmy' ? 'Vientiane' : 'Hà Nội',
        paymentType: o.type,
        status: o.status,
        source: o.salesperson ? 'admin' : 'checkout',
        idCreator: o.salesperson ? owner : idUser,
        idSalesperson: o.salesperson ?? null,
        idCoupon: o.coupon?.id ?? null,
        couponCode: o.coupon?.code ?? null,
        originPrice: origin,
        discount,
        purchasePrice: origin - discount,
        received: paidAt ? origin - discount : null,
        paidAt,
        refunded: refundedAt ? origin - discount : 0,
        refundedAt,
        gatewayRef: o.type === 'vnpay' && paidAt ? '14226112' : null,
        createdAt: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('orderItems')
      .values(
        o.items.map((i) => ({
          idSite,
          idOrder: order.id,
          idCourse: i.idCourse ?? null,
          idPackage: i.idPackage ?? null,
          name: i.name,
          price: i.price,
        })),
      )
      .execute();
    const mover = o.salesperson
      ? { idUser: owner, actor: 'user' as const }
      : { idUser: null, actor: o.type === 'transfer' ? ('transfer' as const) : ('vnpay' as const) };
    const events: Array<{
      status: string;
      idUser: number | null;
      actor: 'user' | 'vnpay' | 'transfer';
      at: Date;
      amount?: number;
      reason?: string;
    }> = [{ status: 'pending', idUser: o.salesperson ? owner : idUser, actor: 'user', at: created }];
    if (paidAt) events.push({ status: 'paid', ...mover, at: paidAt });
    if (refundedAt)
      events.push({
        status: 'refunded',
        idUser: owner,
        actor: 'user',
        at: refundedAt,
        amount: origin - discount,
        reason: 'Học viên đổi lịch làm việc, không theo được lớp',
      });
    if (o.status === 'cancelled')
      events.push({
        status: 'cancelled',
        idUser: owner,
        actor: 'user',
        at: new Date(created.getTime() + day),
      });
    await db
      .insertInto('orderEvents')
      .values(events.map((e) => ({ idSite, idOrder: order.id, ...e })))
      .execute();
    if (o.coupon && o.status !== 'cancelled')
      await db
        .insertInto('couponUses')
        .values({ idSite, idCoupon: o.coupon.id, idOrder: order.id, idUser })
        .execute();
    if (o.status === 'paid') {
      const idCourses = [...new Set(o.items.flatMap((i) => i.courses))];
      const added = await db
        .insertInto('courseEnrolments')
        .values(idCourses.map((idCourse) => ({ idSite, idCourse, idUser, enrolledAt: paidAt as Date })))
        .onConflict((oc) => oc.columns(['idCourse', 'idUser']).doNothing())
        .returning('idCourse')
        .execute();
      const fresh = new Set(added.map((a) => a.idCourse));
      await db
        .insertInto('orderGrants')
        .values(
          idCourses.map((idCourse) => ({
            idSite,
            idOrder: order.id,
            idCourse,
            idUser,
            created: fresh.has(idCourse),
          })),
        )
        .execute();
    }
  }
}
