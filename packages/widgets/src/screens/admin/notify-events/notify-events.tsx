import {
  type NotifyEvents as Events,
  NOTIFY_CHANNELS,
  NOTIFY_EVENTS,
  notifyEventsPayload,
} from '@saola/core/api';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { useSaveForm } from '../../../ui/form/use-form';
import { SettingForm, SettingPage } from '../../kit/setting-page';
import { SettingSectionBox } from '../shared/setting-history';
import { CHANNEL_LABEL, EVENT_LABEL } from '../shared/setting-labels';

function Editor({ saved, onSaved }: { saved: Events; onSaved: () => void }) {
  const t = useT();
  const { api } = useSaola();
  const form = useSaveForm({
    initial: saved,
    struct: notifyEventsPayload,
    save: (values) => api.notifyEvents.edit(values),
    onSaved,
  });
  return (
    <SettingForm form={form}>
      <SettingSectionBox title={t('notifyEvents.tab')}>
        <p className="text-sm text-muted">{t('notifyEvents.hint')}</p>
        {NOTIFY_EVENTS.map((event) => (
          <fieldset
            key={event}
            className="flex flex-col gap-2 border-t border-line pt-3 sm:flex-row sm:gap-6"
          >
            <legend className="float-left w-full pb-1 font-medium text-ink sm:w-56 sm:pb-0">
              {t(EVENT_LABEL[event])}
            </legend>
            {NOTIFY_CHANNELS.map((channel) => (
              <Checkbox
                key={channel}
                name={`${event}.${channel}`}
                label={t(CHANNEL_LABEL[channel])}
                checked={form.values[event][channel]}
                onChange={(on) => form.set(event, { ...form.values[event], [channel]: on })}
              />
            ))}
          </fieldset>
        ))}
      </SettingSectionBox>
    </SettingForm>
  );
}

/**
 * Which events the school tells people about, and by which channel (admin /setting/notification, its
 * "events" tab): enrolment, a new lesson, an exam, a paid order, an approval decision, each in the app, by
 * push and by mail. The server's senders read it: a channel turned off sends nothing. Saves are listed below.
 */
export function NotifyEvents() {
  const t = useT();
  const { api } = useSaola();
  return (
    <SettingPage
      title={t('notifyEvents.tab')}
      access={api.notifyEvents.edit.access}
      load={(a) => a.notifyEvents.get({})}
      history="notifications"
    >
      {(saved, onSaved) => <Editor saved={saved} onSaved={onSaved} />}
    </SettingPage>
  );
}
