import type { FileShares, SavedFile } from '@saola/core/api';
import { contractAnswers, refused } from '../../../../test/contract-fake';
import type { Answers } from '../../../../test/fake-saola';
import { courseServer } from '../course-list/course-list.fixtures';
import { FILE_CATEGORIES, fileCategoryServer } from '../post-list/post-list.fixtures';

const at = '2026-11-18T03:00:00.000Z';

export const LIBRARY: SavedFile[] = [
  {
    id: 11,
    name: 'De cuong on tap Toan 10.pdf',
    url: 'http://saola.test/files/s/1800000000.sig/1/a.pdf',
    contentType: 'application/pdf',
    type: 'document',
    size: 182_400,
    createdAt: at,
    shared: false,
    shares: 1,
    idCategory: 1,
    youtubeId: null,
    thumbnailUrl: null,
  },
  {
    id: 12,
    name: 'Bài giảng: Mệnh đề và tập hợp',
    url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
    contentType: 'video/youtube',
    type: 'youtube',
    size: 0,
    createdAt: at,
    shared: true,
    shares: 0,
    idCategory: 1,
    youtubeId: 'M7lc1UVf-VE',
    thumbnailUrl: 'https://i.ytimg.com/vi/M7lc1UVf-VE/hqdefault.jpg',
  },
  {
    id: 13,
    name: 'ຄຳສັບພື້ນຖານ.txt',
    url: 'http://saola.test/files/s/1800000000.sig/1/b.txt',
    contentType: 'text/plain',
    type: 'document',
    size: 2048,
    createdAt: at,
    shared: false,
    shares: 0,
    idCategory: null,
    youtubeId: null,
    thumbnailUrl: null,
  },
];

export const GROUPS = [
  { id: 1, name: 'Lớp 10A1' },
  { id: 2, name: 'Lớp 11B2' },
];

/** The library's endpoints over an in-memory list: what staff and learners are answered. */
export function libraryServer(initial: SavedFile[] = LIBRARY): Answers {
  let files = structuredClone(initial);
  const shares = new Map<number, FileShares>([
    [11, { id: 11, shared: false, groups: [GROUPS[0] as (typeof GROUPS)[number]], courses: [], url: null }],
  ]);
  const find = (id: number) => files.find((f) => f.id === id);
  const page = (rows: SavedFile[], p: { type?: string; idCategory?: number; keyword?: string }) => {
    const data = rows.filter(
      (f) =>
        (!p.type || f.type === p.type) &&
        (!p.idCategory || f.idCategory === p.idCategory) &&
        (!p.keyword || f.name.toLowerCase().includes(p.keyword.toLowerCase())),
    );
    return { data, total: data.length };
  };
  return {
    ...courseServer(),
    ...fileCategoryServer(FILE_CATEGORIES),
    ...contractAnswers({
      file: {
        list: (p) => page(files, p),
        listClient: (p) => page(files, p),
        getLibrarySize: () => ({
          bytes: files.reduce((sum, f) => sum + f.size, 0),
          files: files.length,
          quota: 10 * 1024 ** 3,
        }),
        edit: ({ id, name, idCategory }) => {
          const file = find(id);
          if (!file) return refused(404, 'Không tìm thấy dữ liệu.');
          Object.assign(file, { name, ...(idCategory === undefined ? {} : { idCategory }) });
          return file;
        },
        getShareFile: ({ id }) => {
          const file = find(id);
          if (!file) return refused(404, 'Không tìm thấy dữ liệu.');
          return shares.get(id) ?? { id, shared: file.shared, groups: [], courses: [], url: file.url };
        },
        shareFile: ({ id, shared, idGroups, idCourses }) => {
          const file = find(id);
          if (!file) return refused(404, 'Không tìm thấy dữ liệu.');
          const groups = GROUPS.filter((g) => idGroups?.includes(g.id));
          const courses = (idCourses ?? []).map((c: number) => ({ id: c, name: `#${c}` }));
          shares.set(id, { id, shared, groups, courses, url: file.url });
          Object.assign(file, { shared, shares: groups.length + courses.length });
          return file;
        },
        shareGroups: ({ keyword }) => {
          const data = GROUPS.filter((g) => !keyword || g.name.toLowerCase().includes(keyword.toLowerCase()));
          return { data, total: data.length };
        },
        addYoutube: ({ url, name, idCategory }) => {
          const youtubeId = url.slice(-11);
          const file: SavedFile = {
            id: 100 + files.length,
            name: name || `YouTube ${youtubeId}`,
            url,
            contentType: 'video/youtube',
            type: 'youtube',
            size: 0,
            createdAt: at,
            shared: false,
            shares: 0,
            idCategory: idCategory ?? null,
            youtubeId,
            thumbnailUrl: null,
          };
          files = [file, ...files];
          return file;
        },
        delete: ({ ids }) => {
          if (ids.some((id: number) => !find(id))) return refused(404, 'Không tìm thấy dữ liệu.');
          files = files.filter((f) => !ids.includes(f.id));
          return { deleted: ids.length };
        },
        getUploadUrl: ({ fileName }) => ({
          idFile: 200,
          uploadUrl: `http://saola.test/Storage/Upload/200?n=${fileName}`,
        }),
        insertFile: ({ idFile }) => {
          const file: SavedFile = {
            id: idFile,
            name: 'Phieu bai tap.pdf',
            url: 'http://saola.test/files/s/1800000000.sig/1/c.pdf',
            contentType: 'application/pdf',
            type: 'document',
            size: 5000,
            createdAt: at,
            shared: false,
            shares: 0,
            idCategory: null,
            youtubeId: null,
            thumbnailUrl: null,
          };
          files = [file, ...files];
          return file;
        },
      },
    }),
  };
}
