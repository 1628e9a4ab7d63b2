import type { CoursePackage } from '@saola/core/api';
import { pathTo } from '@saola/core/routes';
import { useNavigateTo } from '../../../runtime/emit';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { RichTextEditor } from '../../../ui/rich-text/rich-text-editor';
import { Select } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import { type RecordScreenProps, ResourcePage } from '../../kit/resource-page';
import { SaveBar } from '../../kit/save-bar';
import { BenefitsField } from '../shared/benefits-field';
import { EnrolPicker } from '../shared/enrol-picker';
import { usePackageForm } from './use-course-package-form';

/** `id`: the package to edit; a new one when omitted. */
export type CoursePackageFormProps = RecordScreenProps;

const LIST = pathTo('coursePackageList');

function Editor({ item, onNavigate }: { item: CoursePackage | null; onNavigate: (to: string) => void }) {
  const t = useT();
  const { form, courses, chooseCourses, searchCourses } = usePackageForm(item, () => onNavigate(LIST));
  const v = form.values;
  return (
    <form
      noValidate
      onSubmit={form.submit}
      className="flex max-w-3xl flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line"
    >
      <TextField label={t('package.name')} required maxLength={200} {...form.field('name')} />
      <Select
        multiple
        label={t('package.courses')}
        name="idCourses"
        search={searchCourses}
        value={courses}
        onChange={chooseCourses}
        error={form.errors.idCourses}
      />
      <TextField
        type="number"
        label={t('package.price')}
        required
        min={0}
        step={1000}
        {...form.field('price')}
      />
      <RichTextEditor
        label={t('package.about')}
        value={v.about}
        onChange={(html) => form.set('about', html)}
        error={form.errors.about}
      />
      <BenefitsField
        value={v.benefits}
        onChange={(benefits) => form.set('benefits', benefits)}
        error={form.errors.benefits}
      />
      <SaveBar busy={form.submitting} onBack={() => onNavigate(LIST)} />
    </form>
  );
}

/** Enrols students in every course of a saved package at once. */
function PackageEnrolment({ idPackage }: { idPackage: number }) {
  const t = useT();
  const { api } = useSaola();
  return (
    <section aria-labelledby="saola-package-enrol" className="flex max-w-3xl flex-col gap-2">
      <h2 id="saola-package-enrol" className="font-semibold text-ink">
        {t('enrol.packageTitle')}
      </h2>
      <p className="text-sm text-muted">{t('enrol.packageHint')}</p>
      <EnrolPicker
        onEnrol={async (idUsers) => !(await api.enrolment.addPackage({ idPackage, idUsers })).error}
      />
    </section>
  );
}

/** A course package: its name, the courses in it, its price, what it is about and what it gives. */
export function CoursePackageForm({ id, onNavigate }: CoursePackageFormProps) {
  const t = useT();
  const go = useNavigateTo(onNavigate);
  return (
    <ResourcePage
      area="coursePackage"
      id={id}
      list="coursePackageList"
      addTitle={t('route.coursePackageAdd')}
      editTitle={t('route.coursePackageEdit')}
      titleOf={(item) => item.name}
      onNavigate={onNavigate}
    >
      {(item) => (
        <>
          <Editor item={item} onNavigate={go} />
          {item && <PackageEnrolment idPackage={item.id} />}
        </>
      )}
    </ResourcePage>
  );
}
