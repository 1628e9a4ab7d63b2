import { positionPayload } from '@saola/core/api';
import { useT } from '../../../runtime/i18n';
import { TextField } from '../../../ui/text-field/text-field';
import { Textarea } from '../../../ui/textarea/textarea';
import { ResourceList } from '../../kit/resource-list';

/** The job positions members hold, by position group: add and edit in a dialog, delete several. */
export function JobPositionList() {
  const t = useT();
  return (
    <ResourceList
      area="position"
      title={t('route.jobPositions')}
      addLabel={t('position.add')}
      empty={t('position.empty')}
      columns={[
        { key: 'name', header: t('position.name'), sort: 'name', cell: (item) => item.name },
        {
          key: 'positionGroup',
          header: t('position.group'),
          sort: 'positionGroup',
          cell: (item) => item.positionGroup || '—',
        },
        {
          key: 'description',
          header: t('position.description'),
          cell: (item) => <span className="line-clamp-2">{item.description}</span>,
        },
        { key: 'members', header: t('position.members'), cell: (item) => item.members },
      ]}
      inPlace={{
        addTitle: t('position.add'),
        editTitle: t('position.edit'),
        nameOf: (item) => item.name,
        initial: (item) => ({
          name: item?.name ?? '',
          description: item?.description ?? '',
          positionGroup: item?.positionGroup ?? '',
        }),
        struct: positionPayload,
        fields: (form) => (
          <>
            <TextField label={t('position.name')} required maxLength={200} {...form.field('name')} />
            <TextField label={t('position.group')} maxLength={200} {...form.field('positionGroup')} />
            <Textarea label={t('position.description')} maxLength={2000} {...form.field('description')} />
          </>
        ),
      }}
    />
  );
}
