import {
  type Notification,
  notificationPayload,
  pageItems,
  type RecipientKind,
  type RemoteSearch,
  type SelectOption,
} from '@saola/core/api';
import { ID_TYPE } from '@saola/core/constants';
import { dayjs, schoolDay, schoolMoment, schoolTime } from '@saola/core/dates';
import { useCallback, useState } from 'react';
import { useSaola } from '../../../runtime/saola';
import { useResourceForm } from '../../kit/use-resource-form';

/** A moment as the day (YYYY-MM-DD) and time (HH:mm:ss) the school's clock shows it. */
export function splitMoment(moment: string | null): { day: string | undefined; time: string | undefined } {
  const day = moment ? schoolDay(moment) : '';
  return moment && day ? { day, time: `${schoolTime(moment)}:00` } : { day: undefined, time: undefined };
}

/** A day and a time of the school's clock as the moment the server stores; null while the day is missing. */
export function joinMoment(day: string | undefined, time: string | undefined): string | null {
  return (day && schoolMoment(day, time ?? '00:00:00')) ?? null;
}

/** Tomorrow at 08:00 at the school, what a new scheduled notice proposes. */
const tomorrowMorning = () =>
  schoolMoment(dayjs(schoolDay(new Date())).add(1, 'day').format('YYYY-MM-DD'), '08:00') ?? null;

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
        return pageItems(await api.userGroup.list(query, quiet)).map((g) => ({
          id: g.id,
          text: g.name,
        }));
      if (kind === 'units')
        return pageItems(await api.unit.list(query, quiet)).map((u) => ({ id: u.id, text: u.name }));
      if (kind === 'courses')
        return pageItems(await api.course.list(query, quiet)).map((c) => ({ id: c.id, text: c.name }));
      return pageItems(await api.auth.users(query, quiet)).map((u) => ({
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
