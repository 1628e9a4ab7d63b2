import { type COURSE_SOURCES, type CourseSummary, pageItems } from '@saola/core/api';
import { useEffect, useState } from 'react';
import { useFormat } from '../../../runtime/format';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { CourseCover } from '../../student/shared/course-cover';

export interface CoursesPreviewProps {
  source: (typeof COURSE_SOURCES)[number];
  idCourses?: number[] | undefined;
  idCategory?: number | null | undefined;
  limit: number;
}

/**
 * The school's own courses as the published page will list them (public and approved, chosen, newest or of a
 * category), so the owner sees her page while she builds it rather than stand-in boxes.
 */
export function CoursesPreview({ source, idCourses, idCategory, limit }: CoursesPreviewProps) {
  const t = useT();
  const { api } = useSaola();
  const { money } = useFormat();
  const [courses, setCourses] = useState<CourseSummary[] | null>(null);
  const chosen = source === 'chosen' ? (idCourses ?? []) : [];
  const key = chosen.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for the chosen ids
  useEffect(() => {
    if (source === 'category' && !idCategory) return setCourses([]);
    if (source === 'chosen' && !chosen.length) return setCourses([]);
    let live = true;
    void api.course
      .list(
        {
          page: 1,
          take: source === 'chosen' ? 200 : Math.min(limit, 200),
          approval: 'approved',
          visibility: 'public',
          ...(source === 'category' && idCategory ? { idCategory } : {}),
        },
        { quiet: true },
      )
      .then((reply) => {
        if (!live) return;
        const found = pageItems(reply);
        setCourses(
          source === 'chosen'
            ? chosen.flatMap((id) => found.filter((c) => c.id === id))
            : found.slice(0, limit),
        );
      });
    return () => {
      live = false;
    };
  }, [api, source, key, idCategory, limit]);
  if (!courses) return <p className="text-sm text-muted">{t('builder.puck.loading')}</p>;
  if (!courses.length) return <p className="text-sm text-muted">{t('builder.noCourses')}</p>;
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {courses.slice(0, limit).map((course) => (
        <li key={course.id} className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-line">
          <CourseCover name={course.name} coverUrl={course.coverUrl} />
          <div className="flex flex-col gap-1 p-3">
            <p className="font-semibold text-ink">{course.name}</p>
            <p className="font-bold text-brand-700">
              {course.isPaid && course.price > 0 ? money(course.price) : t('landing.free')}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
