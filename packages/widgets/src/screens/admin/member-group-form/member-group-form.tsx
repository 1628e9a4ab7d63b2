import { type MemberGroup, memberGroupPayload } from '@saola/core/api';
import { pathTo } from '@saola/core/routes';
import { useNavigateTo } from '../../../runtime/emit';
import { useT } from '../../../runtime/i18n';
import { TextField } from '../../../ui/text-field/text-field';
import { Textarea } from '../../../ui/textarea/textarea';
import { type RecordScreenProps, ResourcePage } from '../../kit/resource-page';
import { SaveBar } from '../../kit/save-bar';
import { useResourceForm } from '../../kit/use-resource-form';

/** `id`: the group to edit; a new one when omitted. */
export type MemberGroupFormProps = RecordScreenProps;

const LIST = pathTo('memberGroupList');

function Editor({ item, onNavigate }: { item: MemberGroup | null; onNavigate: (to: string) => void }) {
  const t = useT();
  const form = useResourceForm({
    area: 'memberGroup',
    record: item,
    initial: { name: item?.name ?? '', description: item?.description ?? '' },
    struct: memberGroupPayload,
    onSaved: () => onNavigate(LIST),
  });
  return (
    <form
      noValidate
      onSubmit={form.submit}
      className="flex max-w-3xl flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line"
    >
      <TextField label={t('memberGroup.name')} required maxLength={200} {...form.field('name')} />
      <Textarea label={t('memberGroup.description')} maxLength={2000} {...form.field('description')} />
      {item && <p className="text-sm text-muted">{t('unit.memberCount', { count: item.members })}</p>}
      <SaveBar busy={form.submitting} onBack={() => onNavigate(LIST)} />
    </form>
  );
}

/** A member group: its name and description; members join it from their own page. */
export function MemberGroupForm({ id, onNavigate }: MemberGroupFormProps) {
  const t = useT();
  const go = useNavigateTo(onNavigate);
  return (
    <ResourcePage
      area="memberGroup"
      id={id}
      list="memberGroupList"
      addTitle={t('route.memberGroupAdd')}
      editTitle={t('route.memberGroupEdit')}
      titleOf={(item) => item.name}
      onNavigate={onNavigate}
    >
      {(item) => <Editor item={item} onNavigate={go} />}
    </ResourcePage>
  );
}
