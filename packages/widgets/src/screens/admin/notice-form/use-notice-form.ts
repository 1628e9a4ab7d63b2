import {
  type Notification,
  notificationPayload,
  pageItems,
  type RecipientKind,
  type RemoteSearch,
  type SelectOption,
} from '@saola/core/api';
import { ID_TYPE } from '@saola/core/constants';
import { dayjs } from '@saola/core/dates';
import { useCallback, useState } from 'react';
import { useSaola } from '../../../runtime/saola';
import { useResourceForm } from '../../kit/use-resource-form';

/** A moment as the day (YYYY-MM-DD) and time (HH:mm:ss) the viewer's calendar shows it. */
export function splitMoment(moment: string | null): { day: string | undefined; time: string | undefined } {
  if (!moment) return { day: undefined, time: undefined };
  const at = dayjs(moment);
  return { day: at.format('YYYY-MM-DD'), time: at.format('HH:mm:00') };
}

/** A day and a time of the viewer's calendar as the moment the server stores; null while either is missing. */
export function joinMoment(day: string | undefined, time: string | undefined): string | null {
  if (!day) return null;
  const at = dayjs(`${day}T${time ?? '00:00:00'}`);
  return at.isValid() ? at.toISOString() : null;
}

/** Tomorrow at 08:00, what a new scheduled notice proposes. */
const tomorrowMorning = () => dayjs().add(1, 'day').hour(8).minute(0).second(0).millisecond(0).toISOString();

/** A notice's fields and the searches of its recipients by kind; saving answers the saved notice. */
export function useNoticeForm(item: Notification | null, onSaved: (saved: Notification) => void) {
  const { api } = useSaola();
  const [chosen, setChosen] = useState<SelectOption[]>(
    item?.recipients.map((r) => ({ id: r.id, text: r.name })) ?? [],
  );
  const form = useResourceForm({
    area: 'notification',
    record: item,
    initial: {
      title: item?.title ?? '',
      content: item?.content ?? '',
      recipientKind: item?.recipientKind ?? ('all' as RecipientKind),
      recipientIds: item?.recipientIds ?? [],
      byMail: item?.byMail ?? false,
      bySms: item?.bySms ?? false,
      sendMode: item?.sendMode ?? 'immediately',
      scheduledAt: item?.scheduledAt ?? null,
      cycle: item?.cycle ?? null,
      cycleUntil: item?.cycleUntil ?? null,
    },
    struct: notificationPayload,
    onSaved,
  });
  const kind = form.values.recipientKind;
  const search = useCallback(
    async (query: RemoteSearch): Promise<SelectOption[]> => {
      const quiet = { quiet: true };
      if (kind === 'groups')
        return pageItems((await api.userGroup.list(query, quiet)).data).map((g) => ({
          id: g.id,
          text: g.name,
        }));
      if (kind === 'units')
        return pageItems((await api.unit.list(query, quiet)).data).map((u) => ({ id: u.id, text: u.name }));
      if (kind === 'courses')
        return pageItems((await api.course.list(query, quiet)).data).map((c) => ({ id: c.id, text: c.name }));
      return pageItems((await api.auth.users(query, quiet)).data).map((u) => ({
        id: u.id,
        text: u.idType === ID_TYPE.STUDENT ? `${u.fullName} (${u.username})` : u.fullName,
      }));
    },
    [api, kind],
  );
  return {
    form,
    chosen,
    search,
    choose: (options: SelectOption[]) => {
      setChosen(options);
      form.set(
        'recipientIds',
        options.map((o) => Number(o.id)),
      );
    },
    chooseKind: (next: RecipientKind) => {
      setChosen([]);
      form.set('recipientKind', next);
      form.set('recipientIds', []);
    },
    chooseMode: (mode: Notification['sendMode']) => {
      form.set('sendMode', mode);
      if ((mode === 'scheduled' || mode === 'cyclic') && !form.values.scheduledAt)
        form.set('scheduledAt', tomorrowMorning());
      if (mode === 'cyclic' && !form.values.cycle) form.set('cycle', 'weekly');
    },
  };
}
