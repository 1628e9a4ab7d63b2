import type { FileCategory, PostCategory, SchoolPost } from '@saola/core/api';
import { memoryResource } from '../../../../test/contract-fake';
import type { Answers } from '../../../../test/fake-saola';

export const POST_CATEGORIES: PostCategory[] = [
  { id: 1, name: 'Tin tức nhà trường', posts: 2 },
  { id: 2, name: 'Study tips', posts: 1 },
  { id: 3, name: 'ຂ່າວສານ', posts: 0 },
];

export const FILE_CATEGORIES: FileCategory[] = [
  { id: 1, name: 'Đề cương ôn tập', files: 3 },
  { id: 2, name: 'Worksheets', files: 1 },
];

const base = {
  description: '',
  coverUrl: null,
  authorName: 'Nguyễn Thị Hoa',
  createdAt: '2026-11-10T02:00:00.000Z',
  updatedAt: '2026-11-10T02:00:00.000Z',
};

export const POSTS: SchoolPost[] = [
  {
    ...base,
    id: 1,
    title: 'Khai giảng năm học mới 2026–2027',
    slug: 'khai-giang-nam-hoc-moi-2026-2027',
    locale: 'vi',
    idCategory: 1,
    categoryName: 'Tin tức nhà trường',
    status: 'published',
    publishedAt: '2026-11-16T01:00:00.000Z',
    description: 'Lễ khai giảng diễn ra vào sáng thứ Hai.',
    body: '<p>Nhà trường trân trọng thông báo <strong>lễ khai giảng</strong>.</p>',
  },
  {
    ...base,
    id: 2,
    title: 'Five habits of learners who finish their courses',
    slug: 'five-habits-of-learners-who-finish',
    locale: 'en',
    idCategory: 2,
    categoryName: 'Study tips',
    status: 'draft',
    publishedAt: null,
    body: '<p>Short sessions, every day.</p>',
  },
  {
    ...base,
    id: 3,
    title: 'ເປີດຮັບສະໝັກນັກຮຽນຫຼັກສູດພາສາລາວ',
    slug: 'pheut-hap-samak-phasa-lao',
    locale: 'lo',
    idCategory: null,
    categoryName: null,
    status: 'published',
    publishedAt: '2099-01-01T00:00:00.000Z',
    body: '<p>ລົງທະບຽນໄດ້ທີ່ໜ້າຫຼັກສູດ.</p>',
  },
];

const slugOf = (title: string) =>
  title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'post';

/** The post and category endpoints over in-memory lists. */
export function postServer(
  initial: SchoolPost[] = POSTS,
  categories: PostCategory[] = POST_CATEGORIES,
): Answers {
  return {
    ...memoryResource({
      area: 'postCategory',
      rows: categories,
      summary: (row) => row,
      save: ({ name }, id, before) => ({ id, name, posts: before?.posts ?? 0 }),
    }),
    ...memoryResource({
      area: 'post',
      rows: initial,
      summary: ({ description: _d, body: _b, ...summary }) => summary,
      filter: (row, payload) =>
        (!payload.status || row.status === payload.status) &&
        (!payload.locale || row.locale === payload.locale) &&
        (!payload.idCategory || row.idCategory === payload.idCategory),
      save: (fields, id, before) => ({
        ...base,
        id,
        title: fields.title,
        slug: fields.slug || before?.slug || slugOf(fields.title),
        description: fields.description ?? '',
        body: fields.body ?? '',
        coverUrl: fields.coverUrl ?? null,
        locale: fields.locale,
        status: fields.status,
        idCategory: fields.idCategory ?? null,
        categoryName: categories.find((c) => c.id === fields.idCategory)?.name ?? null,
        publishedAt:
          fields.status === 'published'
            ? (fields.publishedAt ?? before?.publishedAt ?? '2026-11-22T02:00:00.000Z')
            : (fields.publishedAt ?? null),
        updatedAt: `2026-11-22T02:00:${String(id % 60).padStart(2, '0')}.000Z`,
      }),
    }),
  };
}

/** The library's categories over an in-memory list. */
export function fileCategoryServer(initial: FileCategory[] = FILE_CATEGORIES): Answers {
  return memoryResource({
    area: 'fileCategory',
    rows: initial,
    summary: (row) => row,
    save: ({ name }, id, before) => ({ id, name, files: before?.files ?? 0 }),
  });
}
