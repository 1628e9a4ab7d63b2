import { type Exam, examPayload, pageItems, type RemoteSearch, type SelectOption } from '@saola/core/api';
import { useCallback, useState } from 'react';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { Select } from '../../../ui/select/select';
import { Switch } from '../../../ui/switch/switch';
import { TextField } from '../../../ui/text-field/text-field';
import { Textarea } from '../../../ui/textarea/textarea';
import { useResourceForm } from '../../kit/use-resource-form';
import { useNameSearch } from '../shared/use-name-search';
import { useStudentSearch } from '../shared/use-student-search';
import { fromLocalInput, toLocalInput } from './exam-labels';

const HOUR = 3_600_000;

/** Where a new exam's window starts: the next whole hour, for a day. */
function defaultWindow(): { opensAt: string; closesAt: string } {
  const opens = new Date(Math.ceil(Date.now() / HOUR) * HOUR);
  return { opensAt: opens.toISOString(), closesAt: new Date(opens.getTime() + 24 * HOUR).toISOString() };
}

function useSearches() {
  const { api } = useSaola();
  const quizzes = useCallback(
    async (search: RemoteSearch) =>
      pageItems(await api.exam.quizzes(search, { quiet: true })).map((q) => ({
        id: q.id,
        text: `${q.title} — ${q.courseName}`,
      })),
    [api],
  );
  const groups = useNameSearch((api, search) => api.userGroup.list(search, { quiet: true }));
  const students = useStudentSearch();
  const subjects = useNameSearch((api, search) => api.subject.list(search, { quiet: true }));
  return { quizzes, groups, students, subjects };
}

const option = (id: number | null, text: string | null): SelectOption | null =>
  id ? { id, text: text ?? '' } : null;

function ExamForm({ exam, onDone }: { exam: Exam | null; onDone: (saved: boolean) => void }) {
  const t = useT();
  const search = useSearches();
  const [quiz, setQuiz] = useState(option(exam?.idLesson ?? null, exam?.lessonTitle ?? null));
  const [group, setGroup] = useState(option(exam?.idGroup ?? null, exam?.groupName ?? null));
  const [subject, setSubject] = useState(option(exam?.idSubject ?? null, exam?.subjectName ?? null));
  const [users, setUsers] = useState<SelectOption[]>(
    exam?.users.map((u) => ({ id: u.id, text: u.fullName })) ?? [],
  );
  const window = exam ? { opensAt: exam.opensAt, closesAt: exam.closesAt } : defaultWindow();
  const form = useResourceForm({
    area: 'exam',
    record: exam,
    initial: {
      name: exam?.name ?? '',
      description: exam?.description ?? '',
      idLesson: (exam?.idLesson ?? undefined) as number | undefined,
      idGroup: exam?.idGroup ?? null,
      idUsers: exam?.users.map((u) => u.id) ?? [],
      opensAt: window.opensAt,
      closesAt: window.closesAt,
      durationMinutes: (exam?.durationMinutes ?? 45) as number | undefined,
      attemptsAllowed: (exam?.attemptsAllowed ?? 1) as number | undefined,
      passPercent: (exam?.passPercent ?? 50) as number | undefined,
      shuffle: exam?.shuffle ?? false,
      resultsReleased: exam?.resultsReleased ?? false,
      showAnswers: exam?.showAnswers ?? false,
      isPublic: exam?.isPublic ?? false,
      idSubject: exam?.idSubject ?? null,
      factor: (exam?.factor ?? 1) as number | undefined,
      term: exam?.term ?? '',
    },
    struct: examPayload,
    onSaved: () => onDone(true),
  });
  const moment = (name: 'opensAt' | 'closesAt', label: string) => (
    <TextField
      type="datetime-local"
      label={label}
      required
      name={name}
      value={toLocalInput(form.values[name])}
      onChange={(value) => form.set(name, fromLocalInput(value))}
      error={form.errors[name]}
      inputRef={form.ref(name)}
    />
  );
  return (
    <form noValidate onSubmit={form.submit} className="flex flex-col gap-4">
      <TextField label={t('exam.name')} required maxLength={200} {...form.field('name')} />
      <Select
        label={t('exam.quiz')}
        name="idLesson"
        required
        search={search.quizzes}
        value={quiz}
        onChange={(chosen) => {
          setQuiz(chosen);
          form.set('idLesson', chosen ? Number(chosen.id) : undefined);
        }}
        error={form.errors.idLesson}
      />
      <p className="-mt-2 text-xs text-muted">{t('exam.quizHint')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {moment('opensAt', t('exam.opensAt'))}
        {moment('closesAt', t('exam.closesAt'))}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          type="number"
          label={t('exam.duration')}
          required
          min={1}
          max={600}
          {...form.field('durationMinutes')}
        />
        <TextField
          type="number"
          label={t('exam.attempts')}
          required
          min={1}
          max={20}
          {...form.field('attemptsAllowed')}
        />
        <TextField
          type="number"
          label={t('exam.passPercent')}
          required
          min={0}
          max={100}
          {...form.field('passPercent')}
        />
      </div>
      <Select
        label={t('exam.group')}
        name="idGroup"
        search={search.groups}
        value={group}
        onChange={(chosen) => {
          setGroup(chosen);
          form.set('idGroup', chosen ? Number(chosen.id) : null);
        }}
        error={form.errors.idGroup}
      />
      <Select
        multiple
        label={t('exam.users')}
        name="idUsers"
        search={search.students}
        value={users}
        onChange={(chosen) => {
          setUsers(chosen);
          form.set(
            'idUsers',
            chosen.map((o) => Number(o.id)),
          );
        }}
        error={form.errors.idUsers}
      />
      <p className="-mt-2 text-xs text-muted">{t('exam.usersHint')}</p>
      <div className="grid gap-4 sm:grid-cols-3">
        <Select
          label={t('exam.subject')}
          name="idSubject"
          search={search.subjects}
          value={subject}
          onChange={(chosen) => {
            setSubject(chosen);
            form.set('idSubject', chosen ? Number(chosen.id) : null);
          }}
          error={form.errors.idSubject}
        />
        <TextField type="number" label={t('exam.factor')} min={1} max={3} {...form.field('factor')} />
        <TextField label={t('exam.term')} maxLength={50} {...form.field('term')} />
      </div>
      <Textarea label={t('exam.description')} maxLength={2000} {...form.field('description')} />
      <Switch
        label={t('exam.shuffle')}
        checked={form.values.shuffle}
        onChange={(on) => form.set('shuffle', on)}
      />
      <Switch
        label={t('exam.released')}
        checked={form.values.resultsReleased}
        onChange={(on) => form.set('resultsReleased', on)}
      />
      <Switch
        label={t('exam.showAnswers')}
        checked={form.values.showAnswers}
        onChange={(on) => form.set('showAnswers', on)}
      />
      <Switch
        label={t('exam.isPublic')}
        checked={form.values.isPublic}
        onChange={(on) => form.set('isPublic', on)}
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => onDone(false)}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={form.submitting}>
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}

export interface ExamDialogProps {
  /** Open for a new exam (`'new'`) or to edit one; closed when null. */
  editing: Exam | 'new' | null;
  onClose: (saved: boolean) => void;
}

/** Schedules or edits an exam in place. */
export function ExamDialog({ editing, onClose }: ExamDialogProps) {
  const t = useT();
  const exam = editing === 'new' ? null : editing;
  return (
    <Dialog
      open={editing !== null}
      onClose={() => onClose(false)}
      title={exam ? t('exam.edit') : t('exam.add')}
      actions={<span />}
    >
      {editing !== null && <ExamForm key={exam?.id ?? 'new'} exam={exam} onDone={onClose} />}
    </Dialog>
  );
}
