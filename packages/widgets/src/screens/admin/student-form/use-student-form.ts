import { type Student, type StudentKind, studentAddPayload, studentEditPayload } from '@saola/core/api';
import { siteFlags } from '@saola/core/session';
import { omit } from '@saola/core/validate';
import { useEmit } from '../../../runtime/emit';
import { useFormat } from '../../../runtime/format';
import { useSession } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { fieldErrorsOf, useForm } from '../../../ui/form/use-form';

export type StudentValues = {
  fullName: string;
  username: string;
  email: string;
  phone: string;
  password: string;
  classLevel: string;
  schoolLevel: string;
  schoolYear: string;
  semester: string;
  status: 'active' | 'inactive';
};

// The form holds what the person types; the kind and the id come from the screen, not from a field.
const addForm = omit(studentAddPayload, ['kind']);
const editForm = omit(studentEditPayload, ['id']);

/** `phone` writes a stored number as people write it. */
function valuesOf(student: Student | null, phone: (value: string) => string): StudentValues {
  return {
    fullName: student?.fullName ?? '',
    username: student?.username ?? '',
    // Masked contacts (SPEC §6) are shown, not edited: the form neither holds nor sends them.
    email: student?.contactsMasked ? '' : (student?.email ?? ''),
    phone: student?.contactsMasked || !student?.phone ? '' : phone(student.phone),
    password: '',
    classLevel: student?.classLevel ?? '',
    schoolLevel: student?.schoolLevel ?? '',
    schoolYear: student?.schoolYear ?? '',
    semester: student?.semester ?? '',
    status: student?.status ?? 'active',
  };
}

/**
 * A student's account and studies. A new student needs a password; an edit sends one only to reset it. The
 * site's password rule is checked by the server and shown under the field.
 */
export function useStudentForm(
  kind: StudentKind,
  student: Student | null,
  onSaved: (student: Student, created: boolean) => void,
) {
  const { api } = useSaola();
  const emit = useEmit();
  const { website } = useSession();
  const { phone } = useFormat();
  const form = useForm<StudentValues>({
    initial: valuesOf(student, phone),
    struct: (student ? editForm : addForm) as never,
    onSubmit: async ({ password, ...typed }) => {
      const { email: _, phone: __, ...rest } = typed;
      const values = student?.contactsMasked ? rest : typed;
      const reply = student
        ? await api.student.edit({ id: student.id, ...values, ...(password ? { password } : {}) })
        : await api.student.add({ ...typed, kind, password });
      if (reply.error || !reply.data) return fieldErrorsOf(reply);
      emit('saola-student-saved', { student: reply.data });
      onSaved(reply.data, !student);
      return undefined;
    },
  });
  return { form, strongPassword: siteFlags(website).strongPasswordRequired };
}
