import { type Teacher, teacherAddPayload, teacherEditPayload } from '@saola/core/api';
import type { Right } from '@saola/core/http';
import { siteFlags } from '@saola/core/session';
import { omit } from '@saola/core/validate';
import { useEmit } from '../../../runtime/emit';
import { useFormat } from '../../../runtime/format';
import { useSession } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { fieldErrorsOf, useForm } from '../../../ui/form/use-form';

export type TeacherValues = {
  fullName: string;
  username: string;
  email: string;
  phone: string;
  alias: string;
  password: string;
  status: 'active' | 'inactive';
  idGroups: number[];
  rights: Right[];
};

const editForm = omit(teacherEditPayload, ['id']);

/** `phone` writes a stored number as people write it. */
function valuesOf(teacher: Teacher | null, phone: (value: string) => string): TeacherValues {
  return {
    fullName: teacher?.fullName ?? '',
    username: teacher?.username ?? '',
    email: teacher?.email ?? '',
    phone: teacher?.phone ? phone(teacher.phone) : '',
    alias: teacher?.alias ?? '',
    password: '',
    status: teacher?.status ?? 'active',
    idGroups: teacher?.idGroups ?? [],
    rights: teacher?.rights ?? [],
  };
}

/**
 * A teacher's account, groups and individual rights. A new teacher needs a password; an edit sends one only
 * to reset it. What the actor may not grant the server refuses (and logs); the form offers only her rights.
 */
export function useTeacherForm(teacher: Teacher | null, onSaved: (teacher: Teacher) => void) {
  const { api } = useSaola();
  const emit = useEmit();
  const { website } = useSession();
  const { phone } = useFormat();
  const form = useForm<TeacherValues>({
    initial: valuesOf(teacher, phone),
    struct: (teacher ? editForm : teacherAddPayload) as never,
    onSubmit: async ({ password, ...values }) => {
      const reply = teacher
        ? await api.teacher.edit({ id: teacher.id, ...values, ...(password ? { password } : {}) })
        : await api.teacher.add({ ...values, password });
      if (reply.error || !reply.data) return fieldErrorsOf(reply);
      emit('saola-teacher-saved', { teacher: reply.data });
      onSaved(reply.data);
      return undefined;
    },
  });
  return { form, strongPassword: siteFlags(website).strongPasswordRequired };
}
