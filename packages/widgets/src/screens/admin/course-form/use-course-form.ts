import { type Course, type CoursePayload, coursePayload, type SelectOption } from '@saola/core/api';
import { RIGHTS } from '@saola/core/http';
import { hasRight } from '@saola/core/session';
import { useState } from 'react';
import type { Infer } from 'superstruct';
import { useEmit } from '../../../runtime/emit';
import { useSession } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { useReply } from '../../../runtime/use-reply';
import { fieldErrorsOf, useForm } from '../../../ui/form/use-form';
import { categoryOptions } from '../shared/category-tree';
import { useTeacherSearch } from '../shared/use-teacher-search';

export type CourseValues = Required<Omit<CoursePayload, 'price'>> & { price: number | undefined };

function valuesOf(course: Course | null): CourseValues {
  return {
    name: course?.name ?? '',
    welcome: course?.welcome ?? '',
    about: course?.about ?? '',
    benefits: course?.benefits ?? [],
    idTeacher: course?.idTeacher ?? null,
    idCategory: course?.idCategory ?? null,
    isPaid: course?.isPaid ?? false,
    price: course?.isPaid ? course.price : undefined,
    isTrial: course?.isTrial ?? false,
    isOpen: course?.isOpen ?? false,
    opening: course?.opening ?? 'all',
    coverUrl: course?.coverUrl ?? null,
    visibility: course?.visibility ?? 'private',
  };
}

/**
 * The course form over a loaded course (or a new one): saving adds or edits; a new course then opens in its
 * edit page. A blank price of a free course is not sent.
 */
export function useCourseForm(course: Course | null, onSaved: (course: Course, created: boolean) => void) {
  const { api } = useSaola();
  const emit = useEmit();
  const { user } = useSession();
  const [teacher, setTeacher] = useState<SelectOption | null>(
    course?.idTeacher ? { id: course.idTeacher, text: course.teacherName ?? '' } : null,
  );
  const categories = useReply((a) => a.courseCategory.list({ isShowAll: true }), []);
  const searchTeachers = useTeacherSearch();

  const form = useForm<CourseValues, Infer<typeof coursePayload>>({
    initial: valuesOf(course),
    struct: coursePayload,
    onSubmit: async ({ price, ...values }) => {
      const payload = { ...values, ...(values.isPaid ? { price: price ?? 0 } : {}) };
      const reply = course
        ? await api.course.edit({ id: course.id, ...payload })
        : await api.course.add(payload);
      if (reply.error || !reply.data) return fieldErrorsOf(reply);
      emit('saola-course-saved', { course: reply.data });
      onSaved(reply.data, !course);
      return undefined;
    },
  });

  return {
    form,
    manager: hasRight(user, RIGHTS.manageAllCourses),
    teacher,
    chooseTeacher: (option: SelectOption | null) => {
      setTeacher(option);
      form.set('idTeacher', option ? Number(option.id) : null);
    },
    searchTeachers,
    categoryOptions: categoryOptions(categories.data?.data ?? []),
  };
}

/** An owner's approval or denial of a course, with the reason a denial needs. */
export function useApproval(course: Course, onDecided: (course: Course) => void) {
  const { api } = useSaola();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [denying, setDenying] = useState(false);
  const decide = async (approval: 'approved' | 'denied') => {
    const reply = await api.course.approve({
      id: course.id,
      approval,
      ...(approval === 'denied' ? { reason } : {}),
    });
    if (reply.error || !reply.data) {
      setError(fieldErrorsOf(reply)?.[0]?.message);
      return;
    }
    setDenying(false);
    setReason('');
    onDecided(reply.data);
  };
  return { reason, setReason, error, denying, setDenying, decide };
}
