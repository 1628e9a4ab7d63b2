import type { CoursePackage } from '@saola/core/api';
import { memoryResource } from '../../../../test/contract-fake';
import type { Answers } from '../../../../test/fake-saola';
import { COURSES, courseServer } from '../course-list/course-list.fixtures';

export const PACKAGES: CoursePackage[] = [
  {
    id: 1,
    name: 'Combo Tự nhiên 10',
    about: '<p>Ba môn tự nhiên lớp 10.</p>',
    benefits: ['Tiết kiệm 30%'],
    price: 1_800_000,
    courses: [
      { id: 1, name: 'Vật lý 10' },
      { id: 4, name: 'Hóa học 10' },
    ],
    createdAt: '2026-11-01T02:00:00.000Z',
  },
  {
    id: 2,
    name: 'ແພັກເກັດພາສາ',
    about: '',
    benefits: [],
    price: 0,
    courses: [{ id: 3, name: 'ພາສາລາວ ຂັ້ນພື້ນຖານ' }],
    createdAt: '2026-11-10T02:00:00.000Z',
  },
];

/** The package endpoints over an in-memory list, with the course search the form uses. */
export function packageServer(initial: CoursePackage[] = PACKAGES): Answers {
  const courseName = (id: number) => COURSES.find((c) => c.id === id)?.name ?? `#${id}`;
  return {
    ...courseServer(),
    ...memoryResource({
      area: 'coursePackage',
      rows: initial,
      summary: ({ id, name, price, createdAt, courses }) => ({
        id,
        name,
        price,
        createdAt,
        courses: courses.length,
      }),
      save: ({ idCourses, about, benefits, ...fields }, id, before) => ({
        ...fields,
        id,
        about: about ?? '',
        benefits: benefits ?? [],
        courses: idCourses.map((idCourse) => ({ id: idCourse, name: courseName(idCourse) })),
        createdAt: before?.createdAt ?? '2026-11-22T02:00:00.000Z',
      }),
    }),
  };
}
