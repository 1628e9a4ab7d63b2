import type { Db } from '../db/connect';

/**
 * The demo school's settings story: its contact details, a welcome mail of its own in the three languages, and
 * the history of the saves that set them, so the settings screens show what a school's look like.
 */
export async function seedSettings(db: Db, idSite: number, owner: { id: number }, now: Date): Promise<void> {
  const contact = {
    contactEmail: 'lienhe@saola.edu.vn',
    contactPhone: '024 3826 1234',
    contactAddress: '12 Lê Thánh Tông, Hoàn Kiếm, Hà Nội',
  };
  await db.updateTable('sites').set(contact).where('id', '=', idSite).execute();
  const day = 86_400_000;
  await db
    .insertInto('settingChanges')
    .values([
      {
        idSite,
        section: 'information',
        idUser: owner.id,
        changes: JSON.stringify(
          Object.fromEntries(Object.entries(contact).map(([field, to]) => [field, { from: null, to }])),
        ),
        createdAt: new Date(now.getTime() - 7 * day),
      },
      {
        idSite,
        section: 'security',
        idUser: owner.id,
        changes: JSON.stringify({ isSetStrongPassword: { from: false, to: true } }),
        createdAt: new Date(now.getTime() - 6 * day),
      },
    ])
    .execute();
  const welcome = [
    {
      locale: 'vi',
      subject: 'Chào mừng {{name}} đến với {{schoolName}}',
      body: '<p>Xin chào {{name}},</p><p>Chúc mừng bạn đã trở thành học viên của {{schoolName}}. Tên đăng nhập của bạn là <strong>{{username}}</strong>.</p><p><a href="{{link}}">Vào học ngay</a></p>',
    },
    {
      locale: 'en',
      subject: 'Welcome to {{schoolName}}, {{name}}',
      body: '<p>Hello {{name}},</p><p>You are now a learner of {{schoolName}}. Your username is <strong>{{username}}</strong>.</p><p><a href="{{link}}">Start learning</a></p>',
    },
    {
      locale: 'lo',
      subject: 'ຍິນດີຕ້ອນຮັບ {{name}} ສູ່ {{schoolName}}',
      body: '<p>ສະບາຍດີ {{name}},</p><p>ທ່ານເປັນນັກຮຽນຂອງ {{schoolName}} ແລ້ວ. ຊື່ຜູ້ໃຊ້ຂອງທ່ານແມ່ນ <strong>{{username}}</strong>.</p><p><a href="{{link}}">ເລີ່ມຮຽນ</a></p>',
    },
  ];
  await db
    .insertInto('mailTemplates')
    .values(
      welcome.map((t) => ({
        ...t,
        idSite,
        event: 'welcome' as const,
        updatedAt: new Date(now.getTime() - 5 * day),
      })),
    )
    .execute();
}
