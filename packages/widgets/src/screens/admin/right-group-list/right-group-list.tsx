import { rightGroupPayload } from '@saola/core/api';
import { displayDate } from '@saola/core/dates';
import type { DataScope, Right } from '@saola/core/http';
import { hasRight } from '@saola/core/session';
import { useSession, useT } from '../../../runtime/i18n';
import { useReply } from '../../../runtime/use-reply';
import { LoadFailed } from '../../../ui/empty-state/empty-state';
import { Spinner } from '../../../ui/progress/progress';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import { TextField } from '../../../ui/text-field/text-field';
import { ResourceList } from '../../kit/resource-list';
import { RightsPicker } from '../shared/rights-picker';

/**
 * The school's permission groups: each with its data scope, rights and number of teachers; add and edit in a
 * dialog built from the server's rights catalogue, delete several.
 */
export function RightGroupList() {
  const t = useT();
  const { user } = useSession();
  const catalogue = useReply((api) => api.rightGroup.rights({}), []);
  if (catalogue.failure) return <LoadFailed failure={catalogue.failure} onRetry={catalogue.reload} />;
  // The dialog is built from the catalogue: nobody opens it before the catalogue is here.
  if (!catalogue.data) return <Spinner />;
  const rights = catalogue.data;
  return (
    <ResourceList
      area="rightGroup"
      title={t('route.rightGroups')}
      addLabel={t('rightGroup.add')}
      empty={t('rightGroup.empty')}
      columns={[
        { key: 'name', header: t('rightGroup.name'), sort: 'name', link: true, cell: (g) => g.name },
        {
          key: 'scope',
          header: t('rightGroup.scope'),
          cell: (g) => (g.scope === 'school' ? t('rightGroup.scopeSchool') : t('rightGroup.scopePersonal')),
        },
        {
          key: 'rights',
          header: t('rightGroup.rights'),
          cell: (g) => t('rightGroup.rightCount', { count: g.rights.length }),
        },
        {
          key: 'teachers',
          header: t('route.teachers'),
          cell: (g) => t('rightGroup.teacherCount', { count: g.teachers }),
        },
        {
          key: 'createdAt',
          header: t('rightGroup.createdAt'),
          sort: 'createdAt',
          cell: (g) => displayDate(g.createdAt),
        },
      ]}
      inPlace={{
        addTitle: t('rightGroup.add'),
        editTitle: t('rightGroup.edit'),
        nameOf: (g) => g.name,
        initial: (g) => ({
          name: g?.name ?? '',
          scope: (g?.scope ?? 'personal') as DataScope,
          rights: (g?.rights ?? []) as Right[],
        }),
        struct: rightGroupPayload,
        fields: (form) => (
          <>
            <TextField label={t('rightGroup.name')} required maxLength={150} {...form.field('name')} />
            <RadioGroup
              label={t('rightGroup.scope')}
              name="scope"
              required
              value={form.values.scope}
              options={[
                {
                  value: 'personal',
                  label: t('rightGroup.scopePersonal'),
                  description: t('rightGroup.scopePersonalHint'),
                },
                {
                  value: 'school',
                  label: t('rightGroup.scopeSchool'),
                  description: t('rightGroup.scopeSchoolHint'),
                },
              ]}
              onChange={(scope) => form.set('scope', scope)}
              error={form.errors.scope}
            />
            <div className="flex flex-col gap-2">
              <span className="text-sm font-medium text-ink">{t('rightGroup.rights')}</span>
              <RightsPicker
                catalogue={rights}
                value={form.values.rights}
                onChange={(chosen) => form.set('rights', chosen)}
                locked={(right) => !hasRight(user, right)}
                error={form.errors.rights}
              />
            </div>
          </>
        ),
      }}
    />
  );
}
