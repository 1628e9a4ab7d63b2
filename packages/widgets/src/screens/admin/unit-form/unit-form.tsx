import { pageItems, type RemoteSearch, type SelectOption, type Unit, unitPayload } from '@saola/core/api';
import { pathTo } from '@saola/core/routes';
import { useCallback, useState } from 'react';
import { useNavigateTo } from '../../../runtime/emit';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { useReply } from '../../../runtime/use-reply';
import { Select } from '../../../ui/select/select';
import { Switch } from '../../../ui/switch/switch';
import { TextField } from '../../../ui/text-field/text-field';
import { type RecordScreenProps, ResourcePage } from '../../kit/resource-page';
import { SaveBar } from '../../kit/save-bar';
import { useResourceForm } from '../../kit/use-resource-form';
import { subtree, unitOptions } from '../shared/unit-tree';

/** `id`: the unit to edit; a new one when omitted. */
export type UnitFormProps = RecordScreenProps;

const LIST = pathTo('unitList');

function Editor({ item, onNavigate }: { item: Unit | null; onNavigate: (to: string) => void }) {
  const t = useT();
  const { api } = useSaola();
  const tree = useReply((a) => a.unit.tree({}), []);
  const [manager, setManager] = useState<SelectOption | null>(
    item?.idManager ? { id: item.idManager, text: item.managerName ?? '' } : null,
  );
  const form = useResourceForm({
    area: 'unit',
    record: item,
    initial: {
      name: item?.name ?? '',
      idParent: item?.idParent ?? null,
      idManager: item?.idManager ?? null,
      canViewOtherReports: item?.canViewOtherReports ?? false,
      requiresCensorship: item?.requiresCensorship ?? false,
    },
    struct: unitPayload,
    onSaved: () => onNavigate(LIST),
  });
  const nodes = tree.data ?? [];
  // A unit cannot go under itself or a unit below it: those are not offered.
  const parents = [
    { id: 0, text: t('unit.noParent') },
    ...unitOptions(nodes, item ? subtree(nodes, item.id) : new Set()),
  ];
  const searchPeople = useCallback(
    async (search: RemoteSearch) => {
      const reply = await api.auth.users(search, { quiet: true });
      return pageItems(reply).map((user) => ({ id: user.id, text: user.fullName }));
    },
    [api],
  );
  const v = form.values;
  return (
    <form
      noValidate
      onSubmit={form.submit}
      className="flex max-w-3xl flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line"
    >
      <TextField label={t('unit.name')} required maxLength={200} {...form.field('name')} />
      <Select
        label={t('unit.parent')}
        name="idParent"
        options={parents}
        value={parents.find((option) => option.id === (v.idParent ?? 0)) ?? null}
        onChange={(option) => form.set('idParent', option && option.id !== 0 ? Number(option.id) : null)}
        error={form.errors.idParent}
      />
      <Select
        label={t('unit.manager')}
        name="idManager"
        search={searchPeople}
        value={manager}
        onChange={(option) => {
          setManager(option);
          form.set('idManager', option ? Number(option.id) : null);
        }}
        error={form.errors.idManager}
      />
      <Switch
        label={t('unit.canViewOtherReports')}
        checked={v.canViewOtherReports}
        onChange={(checked) => form.set('canViewOtherReports', checked)}
      />
      <Switch
        label={t('unit.requiresCensorship')}
        checked={v.requiresCensorship}
        onChange={(checked) => form.set('requiresCensorship', checked)}
      />
      <SaveBar busy={form.submitting} onBack={() => onNavigate(LIST)} />
    </form>
  );
}

/** An organisational unit: its name, superior unit, manager and what its managers and members may do. */
export function UnitForm({ id, onNavigate }: UnitFormProps) {
  const t = useT();
  const go = useNavigateTo(onNavigate);
  return (
    <ResourcePage
      area="unit"
      id={id}
      list="unitList"
      addTitle={t('route.unitAdd')}
      editTitle={t('route.unitEdit')}
      titleOf={(item) => item.name}
      onNavigate={onNavigate}
    >
      {(item) => <Editor item={item} onNavigate={go} />}
    </ResourcePage>
  );
}
