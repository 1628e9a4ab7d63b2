import { CYCLES, NOTICE_TITLE_MAX, type Notification, RECIPIENT_KINDS, SEND_MODES } from '@saola/core/api';
import { displayDateTime } from '@saola/core/dates';
import { pathTo } from '@saola/core/routes';
import { RequireAccess } from '../../../elements/require-access';
import { useNavigateTo } from '../../../runtime/emit';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Button } from '../../../ui/button/button';
import { DatePicker } from '../../../ui/date-picker/date-picker';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import { RichTextEditor } from '../../../ui/rich-text/rich-text-editor';
import { RichTextView } from '../../../ui/rich-text/rich-text-view';
import { Select } from '../../../ui/select/select';
import { Pill } from '../../../ui/status-badge/pill';
import { Switch } from '../../../ui/switch/switch';
import { TextField } from '../../../ui/text-field/text-field';
import { TimeInput } from '../../../ui/time-input/time-input';
import type { RecordScreenProps } from '../../kit/resource-page';
import { SaveBar } from '../../kit/save-bar';
import {
  AUDIENCE_NAMES,
  CYCLE_NAMES,
  NOTICE_STATUS_NAMES,
  NOTICE_STATUS_TONES,
  noticeEditable,
  SEND_MODE_NAMES,
} from '../shared/notice-labels';
import { RecordPage } from '../shared/record-page';
import { joinMoment, splitMoment, useNoticeForm } from './use-notice-form';

/** `id`: the notice to edit; a new one when omitted. */
export type NoticeFormProps = RecordScreenProps;

const CHOOSE_KEYS = {
  groups: 'notice.chooseGroups',
  units: 'notice.chooseUnits',
  courses: 'notice.chooseCourses',
  users: 'notice.chooseUsers',
} as const;

function Editor({
  item,
  onSaved,
  onBack,
}: {
  item: Notification | null;
  onSaved: (saved: Notification) => void;
  onBack: () => void;
}) {
  const t = useT();
  const { form, chosen, search, choose, chooseKind, chooseMode } = useNoticeForm(item, onSaved);
  const v = form.values;
  const start = splitMoment(v.scheduledAt ?? null);
  const until = splitMoment(v.cycleUntil ?? null);
  const timed = v.sendMode === 'scheduled' || v.sendMode === 'cyclic';
  return (
    <form noValidate onSubmit={form.submit} className="grid gap-6 lg:grid-cols-3">
      <div className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line lg:col-span-2">
        <TextField label={t('notice.title')} required maxLength={NOTICE_TITLE_MAX} {...form.field('title')} />
        <RichTextEditor
          label={t('notice.content')}
          required
          value={v.content}
          onChange={(html) => form.set('content', html)}
          error={form.errors.content}
        />
        <RadioGroup
          label={t('notice.audience')}
          name="recipientKind"
          required
          inline
          value={v.recipientKind}
          options={RECIPIENT_KINDS.map((value) => ({ value, label: t(AUDIENCE_NAMES[value]) }))}
          onChange={chooseKind}
          error={form.errors.recipientKind}
        />
        {v.recipientKind !== 'all' && (
          <Select
            key={v.recipientKind}
            label={t(CHOOSE_KEYS[v.recipientKind])}
            name="recipientIds"
            required
            multiple
            search={search}
            value={chosen}
            onChange={choose}
            error={form.errors.recipientIds}
          />
        )}
      </div>
      <div className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line">
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-medium text-ink">{t('notice.channels')}</legend>
          <p className="text-sm text-ink">✓ {t('notice.inApp')}</p>
          <Switch
            label={t('notice.byMail')}
            checked={v.byMail ?? false}
            onChange={(on) => form.set('byMail', on)}
          />
          {form.errors.byMail && (
            <p role="alert" className="text-sm text-red-700">
              {form.errors.byMail}
            </p>
          )}
          <Switch
            label={t('notice.bySms')}
            checked={v.bySms ?? false}
            onChange={(on) => form.set('bySms', on)}
          />
          <p className="text-xs text-muted">{t('notice.channelsHint')}</p>
        </fieldset>
        <RadioGroup
          label={t('notice.sendMode')}
          name="sendMode"
          required
          value={v.sendMode}
          options={SEND_MODES.map((value) => ({ value, label: t(SEND_MODE_NAMES[value]) }))}
          onChange={chooseMode}
          error={form.errors.sendMode}
        />
        {timed && (
          <div className="grid grid-cols-2 gap-3">
            <DatePicker
              label={t('notice.scheduledAt')}
              name="scheduledAt"
              required
              value={start.day}
              onChange={(day) => form.set('scheduledAt', joinMoment(day, start.time))}
              error={form.errors.scheduledAt}
            />
            <TimeInput
              label={t('notice.scheduledTime')}
              name="scheduledTime"
              required
              value={start.time}
              onChange={(time) => form.set('scheduledAt', joinMoment(start.day, time))}
            />
          </div>
        )}
        {v.sendMode === 'cyclic' && (
          <>
            <RadioGroup
              label={t('notice.cycle')}
              name="cycle"
              required
              inline
              value={v.cycle ?? undefined}
              options={CYCLES.map((value) => ({ value, label: t(CYCLE_NAMES[value]) }))}
              onChange={(cycle) => form.set('cycle', cycle)}
              error={form.errors.cycle}
            />
            <DatePicker
              label={t('notice.cycleUntil')}
              name="cycleUntil"
              required
              value={until.day}
              onChange={(day) => form.set('cycleUntil', joinMoment(day, '23:59:00'))}
              error={form.errors.cycleUntil}
            />
          </>
        )}
        <SaveBar busy={form.submitting} onBack={onBack} saveLabel={t('notice.save')} className="flex-wrap" />
      </div>
    </form>
  );
}

/** A notice already sent: what went, to whom, and how many received and read it. It can no longer change. */
function Sent({ item, onBack }: { item: Notification; onBack: () => void }) {
  const t = useT();
  const when = item.sentAt ?? item.nextSendAt;
  return (
    <div className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line">
      <p className="text-sm text-muted">{t('notice.locked')}</p>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-ink">{t('notice.audience')}</dt>
        <dd>
          {t(AUDIENCE_NAMES[item.recipientKind])}
          {item.recipients.length > 0 && `: ${item.recipients.map((r) => r.name).join(', ')}`}
        </dd>
        <dt className="font-medium text-ink">{t('notice.sentAt')}</dt>
        <dd>{when ? displayDateTime(when) : '—'}</dd>
        <dt className="font-medium text-ink">{t('notice.reach')}</dt>
        <dd>
          {t('notice.reachOf', { deliveries: item.deliveries, reads: item.reads })}
          {item.byMail && ` · ${t('notice.mailed', { count: item.mailed })}`}
          {item.bySms && ` · ${t('notice.texted', { count: item.texted })}`}
        </dd>
      </dl>
      <RichTextView html={item.content} />
      <div>
        <Button variant="secondary" onClick={onBack}>
          {t('common.back')}
        </Button>
      </div>
    </div>
  );
}

/**
 * A notice (admin /setting/addNotification, /setting/editNotification/{id}): title and rich text, recipients
 * (everyone, groups, units, courses or chosen people), channels besides the inbox (mail, SMS), and sending:
 * now, at a time, repeating until a date, or kept as a draft. A sent notice shows its delivery and reads.
 */
export function NoticeForm({ id, onNavigate }: NoticeFormProps) {
  const t = useT();
  const go = useNavigateTo(onNavigate);
  const { api } = useSaola();
  return (
    <RequireAccess access={id ? api.notification.edit.access : api.notification.add.access}>
      <RecordPage<Notification>
        id={id}
        addTitle={t('route.settingNoticeAdd')}
        editTitle={t('route.settingNoticeEdit')}
        load={(calls, idNotice) => calls.notification.get({ id: idNotice })}
        titleOf={(item) => item.title}
        listPath={pathTo('noticeList')}
        onNavigate={go}
      >
        {(item, reload) =>
          item && !noticeEditable(item.status) ? (
            <div className="flex flex-col gap-4">
              <p>
                <Pill tone={NOTICE_STATUS_TONES[item.status]}>{t(NOTICE_STATUS_NAMES[item.status])}</Pill>
              </p>
              <Sent item={item} onBack={() => go(pathTo('noticeList'))} />
            </div>
          ) : (
            <div className="flex flex-col gap-4">
              {item && (
                <p className="flex flex-wrap items-center gap-3 text-sm">
                  <Pill tone={NOTICE_STATUS_TONES[item.status]}>{t(NOTICE_STATUS_NAMES[item.status])}</Pill>
                  {item.nextSendAt && (
                    <span>
                      {t('notice.nextSendAt')}: {displayDateTime(item.nextSendAt)}
                    </span>
                  )}
                </p>
              )}
              <Editor
                key={item?.id ?? 'new'}
                item={item}
                onSaved={(saved) => (item ? reload() : go(pathTo('noticeEdit', { id: saved.id })))}
                onBack={() => go(pathTo('noticeList'))}
              />
            </div>
          )
        }
      </RecordPage>
    </RequireAccess>
  );
}
