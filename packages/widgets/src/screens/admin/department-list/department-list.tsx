import { departmentPayload } from '@saola/core/api';
import { useT } from '../../../runtime/i18n';
import { TextField } from '../../../ui/text-field/text-field';
import { Textarea } from '../../../ui/textarea/textarea';
import { ResourceList } from '../../kit/resource-list';

/** The school's departments (majors) by name: add and edit in a dialog, delete several. */
export function DepartmentList() {
  const t = useT();
  return (
    <ResourceList
      area="department"
      title={t('route.settingDepartments')}
      addLabel={t('department.add')}
      empty={t('department.empty')}
      columns={[
        { key: 'name', header: t('department.name'), sort: 'name', cell: (item) => item.name },
        { key: 'code', header: t('department.code'), sort: 'code', cell: (item) => item.code || '—' },
        {
          key: 'description',
          header: t('department.description'),
          cell: (item) => <span className="line-clamp-2">{item.description}</span>,
        },
      ]}
      inPlace={{
        addTitle: t('department.add'),
        editTitle: t('department.edit'),
        nameOf: (item) => item.name,
        initial: (item) => ({
          name: item?.name ?? '',
          code: item?.code ?? '',
          description: item?.description ?? '',
        }),
        struct: departmentPayload,
        fields: (form) => (
          <>
            <TextField label={t('department.name')} required maxLength={200} {...form.field('name')} />
            <TextField label={t('department.code')} maxLength={50} {...form.field('code')} />
            <Textarea label={t('department.description')} maxLength={2000} {...form.field('description')} />
          </>
        ),
      }}
    />
  );
}
