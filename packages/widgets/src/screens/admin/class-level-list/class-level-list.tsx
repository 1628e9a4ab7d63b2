import { classLevelPayload, SCHOOL_LEVELS, type SchoolLevel } from '@saola/core/api';
import { useT } from '../../../runtime/i18n';
import { Select } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import { ResourceList } from '../../kit/resource-list';
import { SCHOOL_LEVEL_LABEL } from '../../shared/school-labels';

/** The school's class levels in their order, each in a school level: filter, add and edit in a dialog, delete. */
export function ClassLevelList() {
  const t = useT();
  const levels = SCHOOL_LEVELS.map((value) => ({ id: value, text: t(SCHOOL_LEVEL_LABEL[value]) }));
  return (
    <ResourceList
      area="classLevel"
      title={t('route.settingClassLevels')}
      addLabel={t('classLevel.add')}
      empty={t('classLevel.empty')}
      filters={[
        {
          name: 'schoolLevel',
          label: t('classLevel.schoolLevel'),
          choices: levels.map(({ id, text }) => ({ value: id, label: text })),
        },
      ]}
      columns={[
        {
          key: 'sortOrder',
          header: t('classLevel.sortOrder'),
          sort: 'sortOrder',
          cell: (item) => item.sortOrder,
        },
        { key: 'name', header: t('classLevel.name'), sort: 'name', cell: (item) => item.name },
        {
          key: 'schoolLevel',
          header: t('classLevel.schoolLevel'),
          sort: 'schoolLevel',
          cell: (item) => t(SCHOOL_LEVEL_LABEL[item.schoolLevel]),
        },
      ]}
      inPlace={{
        addTitle: t('classLevel.add'),
        editTitle: t('classLevel.edit'),
        nameOf: (item) => item.name,
        initial: (item) => ({
          name: item?.name ?? '',
          // Unchosen until picked, so the form asks for it as a required field.
          schoolLevel: item?.schoolLevel as SchoolLevel,
          sortOrder: (item?.sortOrder ?? 0) as number | undefined,
        }),
        struct: classLevelPayload,
        fields: (form) => (
          <>
            <TextField label={t('classLevel.name')} required maxLength={200} {...form.field('name')} />
            <Select
              label={t('classLevel.schoolLevel')}
              name="schoolLevel"
              required
              options={levels}
              value={levels.find((o) => o.id === form.values.schoolLevel) ?? null}
              onChange={(option) => form.set('schoolLevel', option?.id as SchoolLevel)}
              error={form.errors.schoolLevel}
            />
            <TextField
              type="number"
              label={t('classLevel.sortOrder')}
              description={t('catalog.sortOrderHint')}
              min={0}
              max={9999}
              {...form.field('sortOrder')}
            />
          </>
        ),
      }}
    />
  );
}
