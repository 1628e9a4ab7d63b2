import { subjectPayload } from '@saola/core/api';
import { useT } from '../../../runtime/i18n';
import { TextField } from '../../../ui/text-field/text-field';
import { Textarea } from '../../../ui/textarea/textarea';
import { ResourceList } from '../../kit/resource-list';

/** The school's subjects in their display order: add and edit in a dialog, delete several. */
export function SubjectList() {
  const t = useT();
  return (
    <ResourceList
      area="subject"
      title={t('route.settingSubjects')}
      addLabel={t('subject.add')}
      empty={t('subject.empty')}
      columns={[
        {
          key: 'sortOrder',
          header: t('subject.sortOrder'),
          sort: 'sortOrder',
          cell: (item) => item.sortOrder,
        },
        { key: 'name', header: t('subject.name'), sort: 'name', cell: (item) => item.name },
        { key: 'code', header: t('subject.code'), sort: 'code', cell: (item) => item.code || '—' },
        {
          key: 'description',
          header: t('subject.description'),
          cell: (item) => <span className="line-clamp-2">{item.description}</span>,
        },
      ]}
      inPlace={{
        addTitle: t('subject.add'),
        editTitle: t('subject.edit'),
        nameOf: (item) => item.name,
        initial: (item) => ({
          name: item?.name ?? '',
          code: item?.code ?? '',
          description: item?.description ?? '',
          sortOrder: (item?.sortOrder ?? 0) as number | undefined,
        }),
        struct: subjectPayload,
        fields: (form) => (
          <>
            <TextField label={t('subject.name')} required maxLength={200} {...form.field('name')} />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label={t('subject.code')} maxLength={50} {...form.field('code')} />
              <TextField
                type="number"
                label={t('subject.sortOrder')}
                description={t('catalog.sortOrderHint')}
                min={0}
                max={9999}
                {...form.field('sortOrder')}
              />
            </div>
            <Textarea label={t('subject.description')} maxLength={2000} {...form.field('description')} />
          </>
        ),
      }}
    />
  );
}
