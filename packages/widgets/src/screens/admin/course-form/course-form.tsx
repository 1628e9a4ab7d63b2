import { type Course, OPENING_CONDITIONS, type SavedFile, VISIBILITIES } from '@saola/core/api';
import { pathTo } from '@saola/core/routes';
import { useState } from 'react';
import { useNavigateTo } from '../../../runtime/emit';
import { useT } from '../../../runtime/i18n';
import { FileUpload, type ShownFile } from '../../../ui/file-upload/file-upload';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import { RichTextEditor } from '../../../ui/rich-text/rich-text-editor';
import { Select } from '../../../ui/select/select';
import { STATUS_NAMES } from '../../../ui/status-badge/status-badge';
import { Switch } from '../../../ui/switch/switch';
import { Tabs } from '../../../ui/tabs/tabs';
import { TextField } from '../../../ui/text-field/text-field';
import { Textarea } from '../../../ui/textarea/textarea';
import { SaveBar } from '../../kit/save-bar';
import { CourseCurriculum } from '../course-curriculum/course-curriculum';
import { CourseStudents } from '../course-students/course-students';
import { BenefitsField } from '../shared/benefits-field';
import { RecordPage } from '../shared/record-page';
import { ApprovalPanel } from './approval-panel';
import { useCourseForm } from './use-course-form';

export interface CourseFormProps {
  /** The course to edit; a new course when omitted. */
  id?: number | undefined;
  /** Where to go after saving a new course (its edit page) or cancelling; `saola-navigate` fires as well. */
  onNavigate?: (to: string) => void;
}

const UNCATEGORISED = 0;
const COURSE_LIST = pathTo('courseList');

function Editor({
  course,
  onNavigate,
  onReplaced,
}: {
  course: Course | null;
  onNavigate: (to: string) => void;
  onReplaced: () => void;
}) {
  const t = useT();
  const editor = useCourseForm(course, (saved, created) =>
    created ? onNavigate(pathTo('courseEdit', { id: saved.id })) : onReplaced(),
  );
  const { form } = editor;
  const v = form.values;
  const categories = [{ id: UNCATEGORISED, text: t('course.noCategory') }, ...editor.categoryOptions];
  const category = categories.find((option) => option.id === (v.idCategory ?? UNCATEGORISED)) ?? null;
  // The course keeps only its cover's address: the cover just uploaded shows the server's record of it, one
  // saved earlier its picture and no size.
  const [uploaded, setUploaded] = useState<SavedFile | null>(null);
  const cover: ShownFile | null = !v.coverUrl
    ? null
    : uploaded?.url === v.coverUrl
      ? uploaded
      : { name: t('course.cover'), url: v.coverUrl, type: 'image' };

  return (
    <form noValidate onSubmit={form.submit} className="grid gap-6 lg:grid-cols-3">
      <div className="flex flex-col gap-4 lg:col-span-2">
        <section className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line">
          <h2 className="font-semibold text-ink">{t('course.details')}</h2>
          <TextField
            label={t('course.name')}
            name="name"
            required
            maxLength={200}
            value={v.name}
            onChange={(value) => form.set('name', value)}
            error={form.errors.name}
            inputRef={form.ref('name')}
          />
          <Textarea
            label={t('course.welcome')}
            name="welcome"
            rows={2}
            maxLength={2000}
            value={v.welcome}
            onChange={(value) => form.set('welcome', value)}
            error={form.errors.welcome}
          />
          <RichTextEditor
            label={t('course.about')}
            value={v.about}
            onChange={(html) => form.set('about', html)}
            error={form.errors.about}
          />
          <BenefitsField
            value={v.benefits}
            onChange={(benefits) => form.set('benefits', benefits)}
            error={form.errors.benefits}
          />
        </section>
      </div>
      <div className="flex flex-col gap-4">
        {course && <ApprovalPanel course={course} canDecide={editor.manager} onDecided={onReplaced} />}
        <section className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line">
          <h2 className="font-semibold text-ink">{t('course.settings')}</h2>
          {editor.manager && (
            <Select
              label={t('course.teacher')}
              name="idTeacher"
              search={editor.searchTeachers}
              value={editor.teacher}
              onChange={editor.chooseTeacher}
              error={form.errors.idTeacher}
            />
          )}
          <Select
            label={t('course.category')}
            name="idCategory"
            options={categories}
            value={category}
            onChange={(option) =>
              form.set('idCategory', option && option.id !== UNCATEGORISED ? Number(option.id) : null)
            }
            error={form.errors.idCategory}
          />
          <RadioGroup
            label={t('course.tuition')}
            name="isPaid"
            value={v.isPaid ? 'paid' : 'free'}
            options={[
              { value: 'free', label: t('course.free') },
              { value: 'paid', label: t('course.paid') },
            ]}
            onChange={(value) => form.set('isPaid', value === 'paid')}
          />
          {v.isPaid && (
            <TextField
              type="number"
              label={t('course.price')}
              name="price"
              required
              min={0}
              step={1000}
              value={v.price}
              onChange={(value) => form.set('price', value)}
              error={form.errors.price}
              inputRef={form.ref('price')}
            />
          )}
          <Switch
            label={t('course.trial')}
            description={t('course.trialHint')}
            checked={v.isTrial}
            onChange={(on) => form.set('isTrial', on)}
          />
          <Switch
            label={t('course.open')}
            description={t('course.openHint')}
            checked={v.isOpen}
            onChange={(on) => form.set('isOpen', on)}
          />
          <RadioGroup
            label={t('course.opening')}
            name="opening"
            value={v.opening}
            options={OPENING_CONDITIONS.map((value) => ({
              value,
              label: t(
                value === 'all'
                  ? 'course.openingAll'
                  : value === 'sequential'
                    ? 'course.openingSequential'
                    : 'course.openingDate',
              ),
            }))}
            onChange={(value) => form.set('opening', value)}
          />
          <FileUpload
            label={t('course.cover')}
            fileType="image"
            action="courseCover"
            value={cover}
            onChange={(file) => {
              setUploaded(file);
              form.set('coverUrl', file?.url ?? null);
            }}
          />
          <RadioGroup
            label={t('course.visibility')}
            name="visibility"
            value={v.visibility}
            options={VISIBILITIES.map((value) => ({ value, label: t(STATUS_NAMES[value]) }))}
            onChange={(value) => form.set('visibility', value)}
          />
        </section>
        <SaveBar busy={form.submitting} onBack={() => onNavigate(COURSE_LIST)} />
      </div>
    </form>
  );
}

/** A course's details and settings, to add a new course or edit one (with its curriculum and students). */
export function CourseForm({ id, onNavigate }: CourseFormProps) {
  const t = useT();
  const go = useNavigateTo(onNavigate);
  return (
    <RecordPage
      id={id}
      addTitle={t('route.courseAdd')}
      editTitle={t('route.courseEdit')}
      load={(api, idCourse) => api.course.get({ id: idCourse })}
      titleOf={(course) => course.name}
      listPath={COURSE_LIST}
      onNavigate={go}
    >
      {(course, reload) =>
        course ? (
          <Tabs
            inUrl
            label={course.name}
            tabs={[
              {
                key: 'details',
                label: t('enrol.tabDetails'),
                // A saved or decided course reloads, and the form starts again from what the server kept.
                content: (
                  <Editor key={course.updatedAt} course={course} onNavigate={go} onReplaced={reload} />
                ),
              },
              {
                key: 'curriculum',
                label: t('curriculum.tab'),
                content: <CourseCurriculum idCourse={course.id} />,
              },
              {
                key: 'students',
                label: t('enrol.tabStudents'),
                content: <CourseStudents idCourse={course.id} />,
              },
            ]}
          />
        ) : (
          <Editor course={null} onNavigate={go} onReplaced={reload} />
        )
      }
    </RecordPage>
  );
}
