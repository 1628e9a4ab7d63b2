import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Db } from '../db/connect';
import { firstOf } from './first';

const DAY_MS = 86_400_000;

const POSTS = [
  {
    category: 'Tin tức nhà trường',
    title: 'Khai giảng năm học mới 2026–2027',
    slug: 'khai-giang-nam-hoc-moi-2026-2027',
    locale: 'vi' as const,
    description: 'Lễ khai giảng diễn ra vào sáng thứ Hai, các lớp học trực tuyến bắt đầu từ tuần sau.',
    body:
      '<p>Nhà trường trân trọng thông báo <strong>lễ khai giảng năm học 2026–2027</strong> diễn ra lúc 7 giờ 30 sáng thứ Hai tại sân trường.</p>' +
      '<h2>Lịch học trực tuyến</h2><ul><li>Khối 10: từ thứ Ba</li><li>Khối 11 và 12: từ thứ Tư</li></ul>' +
      '<p>Học viên đăng nhập Saola để xem thời khóa biểu và tài liệu đầu năm.</p>',
    daysAgo: 6,
  },
  {
    category: 'Study tips',
    title: 'Five habits of learners who finish their courses',
    slug: 'five-habits-of-learners-who-finish',
    locale: 'en' as const,
    description:
      'Short sessions, notes in your own words and a weekly review: what works for online learning.',
    body:
      '<p>Learners who finish their courses rarely study for hours at a time. They keep a rhythm:</p>' +
      '<ol><li>Twenty-five minutes a day, every day.</li><li>Notes in their own words.</li><li>One quiz before moving on.</li>' +
      '<li>A weekly review on Sunday.</li><li>Questions asked in the course discussion.</li></ol>',
    daysAgo: 3,
  },
  {
    category: 'ຂ່າວສານ',
    title: 'ເປີດຮັບສະໝັກນັກຮຽນຫຼັກສູດພາສາລາວ',
    slug: 'pheut-hap-samak-phasa-lao',
    locale: 'lo' as const,
    description: 'ຫຼັກສູດພາສາລາວຂັ້ນພື້ນຖານເປີດຮັບສະໝັກແລ້ວ ຮຽນອອນລາຍໄດ້ທຸກບ່ອນ.',
    body: '<p>ໂຮງຮຽນເປີດຮັບສະໝັກນັກຮຽນ <strong>ຫຼັກສູດພາສາລາວຂັ້ນພື້ນຖານ</strong> ສຳລັບພາກຮຽນໃໝ່.</p><p>ລົງທະບຽນໄດ້ທີ່ໜ້າຫຼັກສູດ.</p>',
    daysAgo: 1,
  },
];

/** A one-page PDF with a line of text: enough for a browser to show. */
function tinyPdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * The demo school's content: post categories and posts in the three languages (one still a draft, one
 * waiting for its date), folders of the library with files shared with a class group and a course.
 * Without local storage (a bucket) only the YouTube entry is added to the library.
 */
export async function seedContent(
  db: Db,
  idSite: number,
  users: Array<{ id: number; username: string }>,
  now: Date,
  filesRoot: string | null,
): Promise<void> {
  const idOf = (username: string) => users.find((u) => u.username === username)?.id ?? null;
  const categories = new Map<string, number>();
  for (const name of new Set(POSTS.map((p) => p.category))) {
    const row = await db
      .insertInto('postCategories')
      .values({ idSite, name })
      .returning('id')
      .executeTakeFirstOrThrow();
    categories.set(name, row.id);
  }
  await db
    .insertInto('posts')
    .values([
      ...POSTS.map((p) => ({
        idSite,
        idCategory: categories.get(p.category) ?? null,
        idAuthor: idOf('owner'),
        title: p.title,
        slug: p.slug,
        description: p.description,
        body: p.body,
        locale: p.locale,
        status: 'published' as const,
        publishedAt: new Date(now.getTime() - p.daysAgo * DAY_MS),
        coverUrl: null,
        updatedAt: now,
      })),
      {
        idSite,
        idCategory: categories.get('Tin tức nhà trường') ?? null,
        idAuthor: idOf('teacher'),
        title: 'Kế hoạch thi học kỳ I (bản nháp)',
        slug: 'ke-hoach-thi-hoc-ky-1',
        description: 'Dự kiến lịch thi các môn, chờ ban giám hiệu duyệt.',
        body: '<p>Lịch thi dự kiến từ ngày 15 đến 20 tháng 12.</p>',
        locale: 'vi' as const,
        status: 'draft' as const,
        publishedAt: null,
        coverUrl: null,
        updatedAt: now,
      },
      {
        idSite,
        idCategory: categories.get('Tin tức nhà trường') ?? null,
        idAuthor: idOf('owner'),
        title: 'Chương trình ngày hội đọc sách',
        slug: 'ngay-hoi-doc-sach',
        description: 'Ngày hội đọc sách toàn trường, đăng vào tuần sau.',
        body: '<p>Mỗi lớp giới thiệu một cuốn sách yêu thích.</p>',
        locale: 'vi' as const,
        status: 'published' as const,
        publishedAt: new Date(now.getTime() + 7 * DAY_MS),
        coverUrl: null,
        updatedAt: now,
      },
    ])
    .execute();

  const folders = new Map<string, number>();
  for (const name of ['Đề cương ôn tập', 'Worksheets', 'ເອກະສານປະກອບ']) {
    const row = await db
      .insertInto('fileCategories')
      .values({ idSite, name })
      .returning('id')
      .executeTakeFirstOrThrow();
    folders.set(name, row.id);
  }
  await db
    .insertInto('files')
    .values({
      idSite,
      idUser: idOf('teacher'),
      name: 'Bài giảng: Mệnh đề và tập hợp',
      contentType: 'video/youtube',
      size: 0,
      type: 'youtube',
      storageKey: null,
      status: 'ready',
      youtubeId: 'M7lc1UVf-VE',
      thumbnailUrl: 'https://i.ytimg.com/vi/M7lc1UVf-VE/hqdefault.jpg',
      idCategory: folders.get('Đề cương ôn tập') ?? null,
      processingNote: null,
    })
    .execute();
  if (!filesRoot) return;

  const group = await firstOf(db, idSite, 'userGroups');
  const course = await firstOf(db, idSite, 'courses');
  const documents = [
    {
      name: 'De cuong on tap Toan 10.pdf',
      folder: 'Đề cương ôn tập',
      bytes: tinyPdf('De cuong on tap Toan 10 - hoc ky I'),
      share: { group: true },
    },
    {
      name: 'Speaking practice worksheet.pdf',
      folder: 'Worksheets',
      bytes: tinyPdf('Speaking practice: introduce yourself in five sentences'),
      share: { course: true },
    },
    {
      name: 'ຄຳສັບພື້ນຖານ.txt',
      folder: 'ເອກະສານປະກອບ',
      bytes: Buffer.from('ສະບາຍດີ - Xin chào - Hello\nຂອບໃຈ - Cảm ơn - Thank you\n', 'utf8'),
      share: {},
    },
  ];
  for (const [index, doc] of documents.entries()) {
    const extension = doc.name.split('.').pop() as string;
    const key = `${idSite}/library-${now.getTime().toString(36)}-${index}.${extension}`;
    await mkdir(dirname(join(filesRoot, key)), { recursive: true });
    await writeFile(join(filesRoot, key), doc.bytes);
    const file = await db
      .insertInto('files')
      .values({
        idSite,
        idUser: idOf('teacher'),
        name: doc.name,
        contentType: extension === 'pdf' ? 'application/pdf' : 'text/plain',
        size: doc.bytes.length,
        type: 'document',
        storageKey: key,
        status: 'ready',
        youtubeId: null,
        thumbnailUrl: null,
        idCategory: folders.get(doc.folder) ?? null,
        processingNote: null,
        isPublic: false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if ('group' in doc.share && group)
      await db.insertInto('fileGroupShares').values({ idSite, idFile: file.id, idGroup: group.id }).execute();
    if ('course' in doc.share && course)
      await db
        .insertInto('fileCourseShares')
        .values({ idSite, idFile: file.id, idCourse: course.id })
        .execute();
  }
}
