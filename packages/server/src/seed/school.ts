import type { Db } from '../db/connect';

/**
 * The demo school's catalogs for its K-12 and university classes: subjects of the Vietnamese curriculum with
 * an English and a Lao one and their transcripts' score columns, class levels from primary school to university, and the faculties of its
 * university programme (Vietnamese, English and Lao names).
 */
export async function seedSchoolCatalogs(db: Db, idSite: number): Promise<void> {
  const subjects: Array<[string, string, string]> = [
    ['Toán học', 'TOAN', 'Đại số, hình học và thống kê theo chương trình GDPT 2018'],
    ['Ngữ văn', 'VAN', 'Đọc hiểu, viết và nói – nghe'],
    ['Tiếng Anh', 'ENG', 'English for lower and upper secondary school'],
    ['Vật lý', 'LY', 'Cơ học, điện học, quang học'],
    ['Hóa học', 'HOA', ''],
    ['Sinh học', 'SINH', ''],
    ['Lịch sử và Địa lý', 'SUDIA', 'Môn tích hợp ở cấp trung học cơ sở'],
    ['Tin học', 'TIN', 'Lập trình cơ bản và ứng dụng văn phòng'],
    ['Computer Science', 'CS', 'Programming and algorithms for the university track'],
    ['ພາສາລາວ', 'LAO', 'ການອ່ານ ແລະ ການຂຽນພາສາລາວ'],
  ];
  const added = await db
    .insertInto('subjects')
    .values(
      subjects.map(([name, code, description], i) => ({ idSite, name, code, description, sortOrder: i + 1 })),
    )
    .returning(['id', 'code'])
    .execute();

  // Each subject's transcript: the score columns of a Vietnamese report card (Thông tư 22), in English for
  // the English-taught subjects and in Lao for Lao.
  const vietnamese: Array<[string, number]> = [
    ['Miệng', 1],
    ['15 phút', 1],
    ['Giữa kỳ', 2],
    ['Cuối kỳ', 3],
  ];
  const english: Array<[string, number]> = [
    ['Speaking', 1],
    ['Quiz', 1],
    ['Midterm', 2],
    ['Final exam', 3],
  ];
  const lao: Array<[string, number]> = [
    ['ຄະແນນປາກເປົ່າ', 1],
    ['ສອບເສັງກາງພາກ', 2],
    ['ສອບເສັງທ້າຍພາກ', 3],
  ];
  const columnsOf = (code: string) =>
    code === 'ENG' || code === 'CS' ? english : code === 'LAO' ? lao : vietnamese;
  await db
    .insertInto('transcriptColumns')
    .values(
      added.flatMap(({ id, code }) =>
        columnsOf(code).map(([name, factor], position) => ({
          idSite,
          idSubject: id,
          position,
          name,
          factor,
        })),
      ),
    )
    .execute();

  const levels: Array<[string, string]> = [
    ['Lớp 1', 'primary'],
    ['Lớp 2', 'primary'],
    ['Lớp 3', 'primary'],
    ['Lớp 4', 'primary'],
    ['Lớp 5', 'primary'],
    ['Khối 6', 'lowerSecondary'],
    ['Khối 7', 'lowerSecondary'],
    ['Khối 8', 'lowerSecondary'],
    ['Khối 9', 'lowerSecondary'],
    ['Khối 10', 'upperSecondary'],
    ['Khối 11', 'upperSecondary'],
    ['Khối 12', 'upperSecondary'],
    ['Năm nhất (First year)', 'university'],
    ['ປີທີ 2', 'university'],
  ];
  await db
    .insertInto('classLevels')
    .values(levels.map(([name, schoolLevel], i) => ({ idSite, name, schoolLevel, sortOrder: i + 1 })))
    .execute();

  await db
    .insertInto('departments')
    .values([
      {
        idSite,
        name: 'Khoa Công nghệ thông tin',
        code: 'CNTT',
        description: 'Kỹ thuật phần mềm, hệ thống thông tin và an toàn thông tin',
      },
      { idSite, name: 'Khoa Kinh tế', code: 'KT', description: 'Quản trị kinh doanh, kế toán và tài chính' },
      {
        idSite,
        name: 'Faculty of Foreign Languages',
        code: 'FFL',
        description: 'English and Chinese studies',
      },
      { idSite, name: 'ພະແນກສຶກສາສາດ', code: 'EDU', description: 'ການຝຶກອົບຮົມຄູ' },
    ])
    .execute();
}
