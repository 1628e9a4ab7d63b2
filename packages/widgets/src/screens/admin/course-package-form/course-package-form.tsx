import type { CoursePackage } from '@saola/core/api';
import { useEmit } from '../../../runtime/emit';
import { useT } from '../../../runtime/i18n';
import { Button } from '../../../ui/button/button';
import { LoadFailed } from '../../../ui/empty-state/empty-state';
import { Spinner } from '../../../ui/progress/progress';
import { RichTextEditor } from '../../../ui/rich-text/rich-text-editor';
import { Select } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import { BenefitsField } from '../course-form/benefits-field';
import { usePackage, usePackageForm } from './use-course-package-form';

export interface CoursePackageFormProps {
  /** The package to edit; a new one when omitted. */
  id?: number | undefined;
  onNavigate?: (to: string) => void;
}

const LIST = '/course-package/list';

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
      <TextField
        label={t('package.name')}
        name="name"
        required
        maxLength={200}
        value={v.name}
        onChange={(value) => form.set('name', value)}
        error={form.errors.name}
        inputRef={form.ref('name')}
      />
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
        name="price"
        required
        min={0}
        step={1000}
        value={v.price}
        onChange={(value) => form.set('price', value)}
        error={form.errors.price}
        inputRef={form.ref('price')}
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
      <div className="flex gap-2">
        <Button type="submit" busy={form.submitting}>
          {t('common.save')}
        </Button>
        <Button variant="secondary" onClick={() => onNavigate(LIST)}>
          {t('common.back')}
        </Button>
      </div>
    </form>
  );
}

function EditPackage({ id, onNavigate }: { id: number; onNavigate: (to: string) => void }) {
  const t = useT();
  const loaded = usePackage(id);
  return (
    <>
      <h1 className="text-xl font-semibold text-ink">{loaded.data?.name ?? t('route.coursePackageEdit')}</h1>
      {loaded.failed ? (
        <LoadFailed onRetry={loaded.reload} />
      ) : !loaded.data ? (
        <Spinner />
      ) : (
        <Editor item={loaded.data} onNavigate={onNavigate} />
      )}
    </>
  );
}

/** A course package: its name, the courses in it, its price, what it is about and what it gives. */
export function CoursePackageForm({ id, onNavigate }: CoursePackageFormProps) {
  const t = useT();
  const emit = useEmit();
  const go = (to: string) => {
    emit('saola-navigate', { to });
    onNavigate?.(to);
  };
  return (
    <div className="flex flex-col gap-4">
      {id ? (
        <EditPackage id={id} onNavigate={go} />
      ) : (
        <>
          <h1 className="text-xl font-semibold text-ink">{t('route.coursePackageAdd')}</h1>
          <Editor item={null} onNavigate={go} />
        </>
      )}
    </div>
  );
}
