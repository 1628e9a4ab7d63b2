import type { NotifyEvents, SettingChange } from '@saola/core/api';
import { contractAnswers } from '../../../../test/contract-fake';
import type { Answers } from '../../../../test/fake-saola';

export const EVENTS: NotifyEvents = {
  enrolment: { inApp: true, push: true, mail: false },
  newLesson: { inApp: true, push: true, mail: false },
  exam: { inApp: true, push: true, mail: false },
  orderPaid: { inApp: true, push: true, mail: true },
  approval: { inApp: true, push: true, mail: true },
};

/** The event setting over one in-memory copy; each save that changes something is added to the history. */
export function notifyEventsServer(initial: NotifyEvents = EVENTS): Answers {
  let events = structuredClone(initial);
  const history: SettingChange[] = [];
  return contractAnswers({
    notifyEvents: {
      get: () => events,
      edit: (payload) => {
        const changes: SettingChange['changes'] = [];
        for (const [event, channels] of Object.entries(payload))
          for (const [channel, to] of Object.entries(channels as Record<string, boolean>)) {
            const from = (events as Record<string, Record<string, boolean>>)[event]?.[channel] ?? null;
            if (from !== to) changes.push({ field: `${event}.${channel}`, from, to });
          }
        events = payload as NotifyEvents;
        if (changes.length)
          history.unshift({
            id: history.length + 1,
            section: 'notifications',
            userName: 'Nguyễn Thị Hoa',
            createdAt: '2026-11-27T07:30:00.000Z',
            changes,
          });
        return events;
      },
    },
    setting: { history: () => ({ data: history, total: history.length }) },
  });
}
