import { contract, type SelectOption } from '@saola/core/api';
import { useState } from 'react';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { FormDialog } from '../../../ui/dialog/form-dialog';
import { useSaveForm } from '../../../ui/form/use-form';
import { Select } from '../../../ui/select/select';
import { useNameSearch } from '../shared/use-name-search';
import { useStudentSearch } from '../shared/use-student-search';

/** Issues a certificate by hand: a learner and a course (the server offers only the courses in scope). */
export function IssueDialog({ onClose, onIssued }: { onClose: () => void; onIssued: () => void }) {
  const t = useT();
  const { api } = useSaola();
  const [learner, setLearner] = useState<SelectOption | null>(null);
  const [course, setCourse] = useState<SelectOption | null>(null);
  const learners = useStudentSearch();
  const courses = useNameSearch((api, search) => api.course.list(search, { quiet: true }));
  const form = useSaveForm({
    initial: { idUser: undefined as number | undefined, idCourse: undefined as number | undefined },
    struct: contract.certificate.issue.payload,
    save: (values) => api.certificate.issue(values),
    onSaved: onIssued,
  });
  return (
    <FormDialog
      title={t('certificateList.issue')}
      onClose={onClose}
      submit={form.submit}
      submitting={form.submitting}
    >
      <Select
        label={t('certificateList.learner')}
        name="idUser"
        required
        search={learners}
        value={learner}
        onChange={(option) => {
          setLearner(option);
          form.set('idUser', option ? Number(option.id) : undefined);
        }}
        error={form.errors.idUser}
      />
      <Select
        label={t('certificateList.course')}
        name="idCourse"
        required
        search={courses}
        value={course}
        onChange={(option) => {
          setCourse(option);
          form.set('idCourse', option ? Number(option.id) : undefined);
        }}
        error={form.errors.idCourse}
      />
      <p className="text-xs text-muted">{t('certificateList.issueHint')}</p>
    </FormDialog>
  );
}
