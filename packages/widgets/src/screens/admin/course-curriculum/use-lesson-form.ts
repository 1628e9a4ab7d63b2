import { type Lesson, type LessonKind, lessonPayload } from '@saola/core/api';
import { omit } from '@saola/core/validate';
import type { Infer } from 'superstruct';
import { useSaola } from '../../../runtime/saola';
import { fieldErrorsOf, useForm } from '../../../ui/form/use-form';

export type LessonValues = {
  title: string;
  kind: LessonKind;
  content: string;
  youtubeUrl: string | null;
  idFile: number | null;
  isTrial: boolean;
  seekRestricted: boolean;
  completionThreshold: number | null;
  /** A YouTube lesson's length in seconds: measured by the author's player, or typed where it cannot be. */
  duration: number | null;
  opensAt: string | null;
};

const form = omit(lessonPayload, ['idChapter']);

function valuesOf(lesson: Lesson | null): LessonValues {
  return {
    title: lesson?.title ?? '',
    kind: lesson?.kind ?? 'text',
    content: lesson?.content ?? '',
    youtubeUrl: lesson?.youtubeId ? `https://www.youtube.com/watch?v=${lesson.youtubeId}` : null,
    idFile: lesson?.idFile ?? null,
    isTrial: lesson?.isTrial ?? false,
    seekRestricted: lesson?.seekRestricted ?? false,
    completionThreshold: lesson?.completionThreshold ?? null,
    duration: lesson?.duration ?? null,
    opensAt: lesson?.opensAt?.slice(0, 10) ?? null,
  };
}

/** A lesson's title, kind and what that kind needs; a new lesson goes to the end of its chapter. */
export function useLessonForm(idChapter: number, lesson: Lesson | null, onSaved: () => void) {
  const { api } = useSaola();
  return useForm<LessonValues, Infer<typeof form>>({
    initial: valuesOf(lesson),
    struct: form,
    onSubmit: async (values) => {
      const reply = lesson
        ? await api.curriculum.editLesson({ id: lesson.id, ...values })
        : await api.curriculum.addLesson({ idChapter, ...values });
      if (reply.error) return fieldErrorsOf(reply);
      onSaved();
      return undefined;
    },
  });
}
