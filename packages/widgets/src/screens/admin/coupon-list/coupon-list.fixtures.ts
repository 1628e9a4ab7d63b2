import type { Coupon } from '@saola/core/api';
import { memoryResource } from '../../../../test/contract-fake';
import type { Answers } from '../../../../test/fake-saola';
import { COURSES, courseServer } from '../course-list/course-list.fixtures';
import { PACKAGES, packageServer } from '../course-package-list/course-package-list.fixtures';

export const COUPONS: Coupon[] = [
  {
    id: 1,
    code: 'CHAOHE2026',
    times: 'many',
    quantity: 200,
    used: 37,
    perLearner: 1,
    discountKind: 'percent',
    discountValue: 20,
    maxDiscount: 300_000,
    appliesToAll: true,
    courses: [],
    packages: [],
    startsAt: null,
    expiresAt: '2027-01-21T16:59:59.999Z',
    createdAt: '2026-11-01T02:00:00.000Z',
  },
  {
    id: 2,
    code: 'SABAIDEE',
    times: 'once',
    quantity: 1,
    used: 1,
    perLearner: null,
    discountKind: 'cash',
    discountValue: 100_000,
    maxDiscount: null,
    appliesToAll: false,
    courses: [{ id: 3, name: 'ພາສາລາວ ຂັ້ນພື້ນຖານ' }],
    packages: [{ id: 1, name: 'Combo Tự nhiên 10' }],
    startsAt: '2026-10-31T17:00:00.000Z',
    expiresAt: null,
    createdAt: '2026-11-10T02:00:00.000Z',
  },
];

/** The coupon endpoints over an in-memory list, with the course and package searches the form uses. */
export function couponServer(initial: Coupon[] = COUPONS): Answers {
  const courseName = (id: number) => COURSES.find((c) => c.id === id)?.name ?? `#${id}`;
  const packageName = (id: number) => PACKAGES.find((p) => p.id === id)?.name ?? `#${id}`;
  return {
    ...courseServer(),
    ...packageServer(),
    ...memoryResource({
      area: 'coupon',
      rows: initial,
      summary: ({ perLearner, appliesToAll, courses, packages, ...summary }) => summary,
      save: (
        { idCourses, idPackages, quantity, perLearner, maxDiscount, startsAt, expiresAt, ...fields },
        id,
        before,
      ) => ({
        ...fields,
        id,
        quantity: fields.times === 'once' ? 1 : (quantity ?? null),
        used: before?.used ?? 0,
        perLearner: perLearner ?? null,
        maxDiscount: maxDiscount ?? null,
        startsAt: startsAt ?? null,
        expiresAt: expiresAt ?? null,
        courses: (idCourses ?? []).map((idCourse) => ({ id: idCourse, name: courseName(idCourse) })),
        packages: (idPackages ?? []).map((idPackage) => ({ id: idPackage, name: packageName(idPackage) })),
        createdAt: before?.createdAt ?? '2026-11-22T02:00:00.000Z',
      }),
    }),
  };
}
