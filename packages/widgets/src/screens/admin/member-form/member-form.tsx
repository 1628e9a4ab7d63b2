import { type Member, memberAddPayload, memberEditPayload, type SelectOption } from '@saola/core/api';
import { pathTo } from '@saola/core/routes';
import { siteFlags } from '@saola/core/session';
import { omit } from '@saola/core/validate';
import { useState } from 'react';
import { useNavigateTo } from '../../../runtime/emit';
import { useFormat } from '../../../runtime/format';
import { useSession, useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { fieldErrorsOf, useForm } from '../../../ui/form/use-form';
import { PasswordField } from '../../../ui/password-field/password-field';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import { Select } from '../../../ui/select/select';
import { StatusBadge } from '../../../ui/status-badge/status-badge';
import { TextField } from '../../../ui/text-field/text-field';
import { type RecordScreenProps, ResourcePage } from '../../kit/resource-page';
import { SaveBar } from '../../kit/save-bar';
import { CENSORSHIP_STATUS } from '../member-list/member-list';
import { MaskedContacts } from '../shared/masked-contacts';
import { useMemberPickers } from '../shared/member-pickers';

/** `id`: the member to edit; a new one when omitted. */
export type MemberFormProps = RecordScreenProps;

const LIST = pathTo('memberList');
const editForm = omit(memberEditPayload, ['id']);
const option = (id: number | null, text: string | null): SelectOption | null =>
  id ? { id, text: text ?? '' } : null;

function Editor({ item, onNavigate }: { item: Member | null; onNavigate: (to: string) => void }) {
  const t = useT();
  const { api } = useSaola();
  const { website } = useSession();
  const { searchUnits, searchPositions, searchGroups } = useMemberPickers();
  const { phone } = useFormat();
  const [unit, setUnit] = useState(option(item?.idUnit ?? null, item?.unitName ?? null));
  const [position, setPosition] = useState(option(item?.idPosition ?? null, item?.positionName ?? null));
  const [group, setGroup] = useState(option(item?.idMemberGroup ?? null, item?.memberGroupName ?? null));
  const form = useForm({
    initial: {
      fullName: item?.fullName ?? '',
      username: item?.username ?? '',
      // Masked contacts (SPEC §6) are shown, not edited: the form neither holds nor sends them.
      email: item?.contactsMasked ? '' : (item?.email ?? ''),
      phone: item?.contactsMasked || !item?.phone ? '' : phone(item.phone),
      password: '',
      idUnit: item?.idUnit ?? null,
      idPosition: item?.idPosition ?? null,
      idMemberGroup: item?.idMemberGroup ?? null,
      status: item?.status ?? ('active' as 'active' | 'inactive'),
    },
    struct: (item ? editForm : memberAddPayload) as never,
    onSubmit: async ({ password, ...typed }) => {
      const { email: _, phone: __, ...rest } = typed;
      const values = item?.contactsMasked ? rest : typed;
      const reply = item
        ? await api.member.edit({ id: item.id, ...values, ...(password ? { password } : {}) })
        : await api.member.add({ ...typed, password });
      if (reply.error || !reply.data) return fieldErrorsOf(reply);
      onNavigate(LIST);
      return undefined;
    },
  });
  const v = form.values;
  const pick =
    (name: 'idUnit' | 'idPosition' | 'idMemberGroup', set: (o: SelectOption | null) => void) =>
    (chosen: SelectOption | null) => {
      set(chosen);
      form.set(name, chosen ? Number(chosen.id) : null);
    };
  const waiting = item && item.censorship !== 'approved';
  return (
    <form noValidate onSubmit={form.submit} className="grid max-w-4xl gap-6 md:grid-cols-2">
      <section className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line">
        <h2 className="font-semibold text-ink">{t('member.account')}</h2>
        <TextField label={t('member.fullName')} required maxLength={150} {...form.field('fullName')} />
        <TextField label={t('member.username')} required maxLength={100} {...form.field('username')} />
        {item?.contactsMasked ? (
          <MaskedContacts email={item.email} phone={item.phone} />
        ) : (
          <>
            <TextField label={t('common.email')} type="email" {...form.field('email')} />
            <TextField label={t('member.phone')} type="tel" {...form.field('phone')} />
          </>
        )}
        <PasswordField
          label={item ? t('member.newPassword') : t('member.password')}
          name="password"
          required={!item}
          autoComplete="new-password"
          strengthHint={siteFlags(website).strongPasswordRequired}
          value={v.password}
          onChange={(value) => form.set('password', value)}
          error={form.errors.password}
          inputRef={form.ref('password')}
        />
      </section>
      <section className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line">
        <h2 className="font-semibold text-ink">{t('member.organisation')}</h2>
        <Select
          label={t('member.unit')}
          name="idUnit"
          search={searchUnits}
          value={unit}
          onChange={pick('idUnit', setUnit)}
          error={form.errors.idUnit}
        />
        <Select
          label={t('member.position')}
          name="idPosition"
          search={searchPositions}
          value={position}
          onChange={pick('idPosition', setPosition)}
          error={form.errors.idPosition}
        />
        <Select
          label={t('member.memberGroup')}
          name="idMemberGroup"
          search={searchGroups}
          value={group}
          onChange={pick('idMemberGroup', setGroup)}
          error={form.errors.idMemberGroup}
        />
        {item && (
          <div className="flex flex-col gap-1 text-sm">
            <span className="font-medium text-ink">{t('member.censorship')}</span>
            <div>
              <StatusBadge status={CENSORSHIP_STATUS[item.censorship]} />
            </div>
            {item.censorshipNote && <p className="text-muted">{item.censorshipNote}</p>}
          </div>
        )}
        {waiting ? (
          <p className="text-sm text-muted">{t('member.waitingHint')}</p>
        ) : (
          <RadioGroup
            label={t('member.status')}
            name="status"
            value={v.status}
            options={[
              { value: 'active', label: t('status.active') },
              { value: 'inactive', label: t('status.inactive') },
            ]}
            onChange={(value) => form.set('status', value)}
          />
        )}
      </section>
      <SaveBar busy={form.submitting} onBack={() => onNavigate(LIST)} className="md:col-span-2" />
    </form>
  );
}

/** A member: her account, and her place in the organisation (unit, position, group); her censorship shown. */
export function MemberForm({ id, onNavigate }: MemberFormProps) {
  const t = useT();
  const go = useNavigateTo(onNavigate);
  return (
    <ResourcePage
      area="member"
      id={id}
      list="memberList"
      addTitle={t('route.memberAdd')}
      editTitle={t('route.memberEdit')}
      titleOf={(item) => item.fullName}
      onNavigate={onNavigate}
    >
      {(item) => <Editor item={item} onNavigate={go} />}
    </ResourcePage>
  );
}
