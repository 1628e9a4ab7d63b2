import { NOTIFICATION_STATUSES, type Notification } from '@saola/core/api';
import { displayDateTime } from '@saola/core/dates';
import { allows } from '@saola/core/session';
import { useSession, useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Pill } from '../../../ui/status-badge/pill';
import { Tabs } from '../../../ui/tabs/tabs';
import { ResourceList } from '../../kit/resource-list';
import { NotifyEvents } from '../notify-events/notify-events';
import { AUDIENCE_NAMES, NOTICE_STATUS_NAMES, NOTICE_STATUS_TONES } from '../shared/notice-labels';

export interface NoticeListProps {
  onNavigate?: (to: string) => void;
}

/** Who a notice goes to, in a few words: the kind, then the first names. */
function Audience({ notice }: { notice: Notification }) {
  const t = useT();
  const names = notice.recipients.map((r) => r.name);
  return (
    <span className="flex flex-col">
      <span>{t(AUDIENCE_NAMES[notice.recipientKind])}</span>
      {names.length > 0 && (
        <span className="text-xs text-muted">
          {names.slice(0, 3).join(', ')}
          {names.length > 3 ? ` +${names.length - 3}` : ''}
        </span>
      )}
    </span>
  );
}

/**
 * The school's notices (admin /setting/notification): search, filter by status, who each goes to, when it was
 * or will be sent, how many received and read it and the mails and texts that went; open one, add, delete.
 * Whoever may change the event setting (the owner) also finds it here, in a second tab.
 */
export function NoticeList({ onNavigate }: NoticeListProps) {
  const t = useT();
  const { api } = useSaola();
  const { user } = useSession();
  if (!user || !allows(api.notifyEvents.edit.access, user)) return <Notices onNavigate={onNavigate} />;
  return (
    <Tabs
      label={t('route.settingNotices')}
      inUrl
      tabs={[
        { key: 'notices', label: t('route.settingNotices'), content: <Notices onNavigate={onNavigate} /> },
        { key: 'events', label: t('notifyEvents.tab'), content: <NotifyEvents /> },
      ]}
    />
  );
}

function Notices({ onNavigate }: NoticeListProps) {
  const t = useT();
  return (
    <ResourceList
      area="notification"
      pages={{ add: 'noticeAdd', edit: 'noticeEdit' }}
      title={t('route.settingNotices')}
      addLabel={t('route.settingNoticeAdd')}
      empty={t('notice.empty')}
      onNavigate={onNavigate}
      filters={[
        {
          name: 'status',
          label: t('notice.status'),
          choices: NOTIFICATION_STATUSES.map((value) => ({ value, label: t(NOTICE_STATUS_NAMES[value]) })),
        },
      ]}
      columns={[
        { key: 'title', header: t('notice.title'), link: true, cell: (item) => item.title },
        { key: 'audience', header: t('notice.audience'), cell: (item) => <Audience notice={item} /> },
        {
          key: 'status',
          header: t('notice.status'),
          cell: (item) => (
            <Pill tone={NOTICE_STATUS_TONES[item.status]}>{t(NOTICE_STATUS_NAMES[item.status])}</Pill>
          ),
        },
        {
          key: 'when',
          header: t('notice.sentAt'),
          cell: (item) => {
            const when = item.sentAt ?? item.nextSendAt ?? item.scheduledAt;
            return when ? displayDateTime(when) : '—';
          },
        },
        {
          key: 'reach',
          header: t('notice.reach'),
          cell: (item) => (
            <span className="flex flex-col">
              <span>{t('notice.reachOf', { deliveries: item.deliveries, reads: item.reads })}</span>
              {(item.byMail || item.bySms) && (
                <span className="text-xs text-muted">
                  {[
                    item.byMail ? t('notice.mailed', { count: item.mailed }) : null,
                    item.bySms ? t('notice.texted', { count: item.texted }) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              )}
            </span>
          ),
        },
      ]}
    />
  );
}
