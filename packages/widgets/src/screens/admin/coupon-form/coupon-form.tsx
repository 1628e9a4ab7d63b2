import {
  type Coupon,
  type CouponTimes,
  couponPayload,
  type DiscountKind,
  type SelectOption,
} from '@saola/core/api';
import { emitDate } from '@saola/core/dates';
import { pathTo } from '@saola/core/routes';
import { useState } from 'react';
import { useNavigateTo } from '../../../runtime/emit';
import { useT } from '../../../runtime/i18n';
import { DatePicker } from '../../../ui/date-picker/date-picker';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import { Select } from '../../../ui/select/select';
import { Switch } from '../../../ui/switch/switch';
import { TextField } from '../../../ui/text-field/text-field';
import { type RecordScreenProps, ResourcePage } from '../../kit/resource-page';
import { SaveBar } from '../../kit/save-bar';
import { useResourceForm } from '../../kit/use-resource-form';
import { useNameSearch } from '../shared/use-name-search';

/** `id`: the coupon to edit; a new one when omitted. */
export type CouponFormProps = RecordScreenProps;

const LIST = pathTo('couponList');
const day = (iso: string | null | undefined) => (iso ? emitDate(iso) : undefined);
const options = (rows: Array<{ id: number; name: string }>): SelectOption[] =>
  rows.map((row) => ({ id: row.id, text: row.name }));

function Editor({ item, onNavigate }: { item: Coupon | null; onNavigate: (to: string) => void }) {
  const t = useT();
  const [courses, setCourses] = useState<SelectOption[]>(options(item?.courses ?? []));
  const [packages, setPackages] = useState<SelectOption[]>(options(item?.packages ?? []));
  const form = useResourceForm({
    area: 'coupon',
    record: item,
    initial: {
      code: item?.code ?? '',
      times: (item?.times ?? 'many') as CouponTimes,
      quantity: (item?.quantity ?? undefined) as number | undefined,
      perLearner: (item?.perLearner ?? undefined) as number | undefined,
      discountKind: (item?.discountKind ?? 'percent') as DiscountKind,
      discountValue: item?.discountValue as number | undefined,
      maxDiscount: (item?.maxDiscount ?? undefined) as number | undefined,
      appliesToAll: item?.appliesToAll ?? true,
      idCourses: item?.courses.map((c) => c.id) ?? [],
      idPackages: item?.packages.map((p) => p.id) ?? [],
      startsAt: day(item?.startsAt),
      expiresAt: day(item?.expiresAt),
    },
    struct: couponPayload,
    onSaved: () => onNavigate(LIST),
  });
  const searchCourses = useNameSearch((api, search) => api.course.list(search, { quiet: true }));
  const searchPackages = useNameSearch((api, search) => api.coursePackage.list(search, { quiet: true }));
  const v = form.values;
  return (
    <form
      noValidate
      onSubmit={form.submit}
      className="flex max-w-3xl flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line"
    >
      <TextField label={t('coupon.code')} required maxLength={40} {...form.field('code')} />
      <RadioGroup
        inline
        label={t('coupon.times')}
        name="times"
        required
        value={v.times}
        onChange={(times) => form.set('times', times)}
        options={[
          { value: 'once', label: t('coupon.timesOnce') },
          { value: 'many', label: t('coupon.timesMany') },
        ]}
        error={form.errors.times}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {v.times === 'many' && (
          <TextField
            type="number"
            label={t('coupon.quantity')}
            description={t('coupon.quantityHint')}
            min={1}
            {...form.field('quantity')}
          />
        )}
        <TextField type="number" label={t('coupon.perLearner')} min={1} {...form.field('perLearner')} />
      </div>
      <RadioGroup
        inline
        label={t('coupon.discountKind')}
        name="discountKind"
        required
        value={v.discountKind}
        onChange={(kind) => form.set('discountKind', kind)}
        options={[
          { value: 'percent', label: t('coupon.percent') },
          { value: 'cash', label: t('coupon.cash') },
        ]}
        error={form.errors.discountKind}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          type="number"
          label={
            v.discountKind === 'percent' ? `${t('coupon.discountValue')} (%)` : t('coupon.discountValue')
          }
          required
          min={v.discountKind === 'percent' ? 1 : 1000}
          max={v.discountKind === 'percent' ? 100 : undefined}
          {...form.field('discountValue')}
        />
        {v.discountKind === 'percent' && (
          <TextField
            type="number"
            label={t('coupon.maxDiscount')}
            min={0}
            step={1000}
            {...form.field('maxDiscount')}
          />
        )}
      </div>
      <Switch
        label={t('coupon.appliesToAll')}
        checked={v.appliesToAll}
        onChange={(on) => form.set('appliesToAll', on)}
      />
      {!v.appliesToAll && (
        <>
          <Select
            multiple
            label={t('coupon.courses')}
            name="idCourses"
            search={searchCourses}
            value={courses}
            onChange={(chosen: SelectOption[]) => {
              setCourses(chosen);
              form.set(
                'idCourses',
                chosen.map((o) => Number(o.id)),
              );
            }}
            error={form.errors.idCourses}
          />
          <Select
            multiple
            label={t('coupon.packages')}
            name="idPackages"
            search={searchPackages}
            value={packages}
            onChange={(chosen: SelectOption[]) => {
              setPackages(chosen);
              form.set(
                'idPackages',
                chosen.map((o) => Number(o.id)),
              );
            }}
            error={form.errors.idPackages}
          />
        </>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <DatePicker
          label={t('coupon.startsAt')}
          name="startsAt"
          value={v.startsAt}
          onChange={(d) => form.set('startsAt', d)}
          error={form.errors.startsAt}
        />
        <DatePicker
          label={t('coupon.expiresAt')}
          name="expiresAt"
          value={v.expiresAt}
          onChange={(d) => form.set('expiresAt', d)}
          error={form.errors.expiresAt}
        />
      </div>
      <SaveBar busy={form.submitting} onBack={() => onNavigate(LIST)} />
    </form>
  );
}

/** A coupon code: once or many uses, quantity, per-learner limit, cash or percent (capped), targets, dates. */
export function CouponForm({ id, onNavigate }: CouponFormProps) {
  const t = useT();
  const go = useNavigateTo(onNavigate);
  return (
    <ResourcePage
      area="coupon"
      id={id}
      list="couponList"
      addTitle={t('route.couponCodeAdd')}
      editTitle={t('route.couponCodeEdit')}
      titleOf={(item) => item.code}
      onNavigate={onNavigate}
    >
      {(item) => <Editor item={item} onNavigate={go} />}
    </ResourcePage>
  );
}
