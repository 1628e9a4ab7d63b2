import ShieldCheckIcon from '@heroicons/react/24/outline/ShieldCheckIcon';
import { CENSORSHIPS, type Censorship, type Member } from '@saola/core/api';
import type { TranslationKey } from '@saola/core/i18n';
import { allows } from '@saola/core/session';
import { useState } from 'react';
import { useSession, useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Button } from '../../../ui/button/button';
import { type Status, StatusBadge } from '../../../ui/status-badge/status-badge';
import { ResourceList } from '../../kit/resource-list';
import { useMemberPickers } from '../shared/member-pickers';
import { CensorDialog } from './censor-dialog';

export interface MemberListProps {
  onNavigate?: (to: string) => void;
}

/** A censorship as the status vocabulary names it. */
export const CENSORSHIP_STATUS: Record<Censorship, Status> = {
  pending: 'notApprovedYet',
  approved: 'approved',
  cancelled: 'cancelApproved',
};

const STATUS_NAMES_OF: Record<Censorship, TranslationKey> = {
  pending: 'status.notApprovedYet',
  approved: 'status.approved',
  cancelled: 'status.cancelApproved',
};

/**
 * The school's members with their unit, position, group, account and censorship status: filter by each,
 * open, add, approve or cancel an approval with a note, delete several. A unit manager sees her units' members.
 */
export function MemberList({ onNavigate }: MemberListProps) {
  const t = useT();
  const { api } = useSaola();
  const { user } = useSession();
  const { searchUnits, searchPositions, searchGroups } = useMemberPickers();
  const [censoring, setCensoring] = useState<Member | null>(null);
  const [round, setRound] = useState(0);
  const canCensor = Boolean(user && allows(api.member.censor.access, user));
  return (
    <>
      <ResourceList
        area="member"
        exportModule="member"
        pages={{ add: 'memberAdd', edit: 'memberEdit' }}
        title={t('route.members')}
        addLabel={t('route.memberAdd')}
        empty={t('member.empty')}
        onNavigate={onNavigate}
        refresh={round}
        filters={[
          { name: 'idUnit', label: t('member.unit'), search: searchUnits },
          { name: 'idPosition', label: t('member.position'), search: searchPositions },
          { name: 'idMemberGroup', label: t('member.memberGroup'), search: searchGroups },
          {
            name: 'status',
            label: t('member.status'),
            choices: [
              { value: 'active', label: t('status.active') },
              { value: 'inactive', label: t('status.inactive') },
            ],
          },
          {
            name: 'censorship',
            label: t('member.censorship'),
            choices: CENSORSHIPS.map((value) => ({ value, label: t(STATUS_NAMES_OF[value]) })),
          },
        ]}
        columns={[
          {
            key: 'fullName',
            header: t('member.fullName'),
            sort: 'fullName',
            link: true,
            cell: (item) => item.fullName,
          },
          { key: 'username', header: t('member.username'), sort: 'username', cell: (item) => item.username },
          { key: 'unit', header: t('member.unit'), sort: 'unit', cell: (item) => item.unitName ?? '—' },
          {
            key: 'position',
            header: t('member.position'),
            cell: (item) =>
              item.positionName
                ? `${item.positionName}${item.positionGroup ? ` (${item.positionGroup})` : ''}`
                : '—',
          },
          {
            key: 'memberGroup',
            header: t('member.memberGroup'),
            cell: (item) => item.memberGroupName ?? '—',
          },
          { key: 'status', header: t('member.status'), cell: (item) => <StatusBadge status={item.status} /> },
          {
            key: 'censorship',
            header: t('member.censorship'),
            cell: (item) => (
              <div className="flex flex-col gap-1">
                <StatusBadge status={CENSORSHIP_STATUS[item.censorship]} />
                {item.censorshipNote && <span className="text-xs text-muted">{item.censorshipNote}</span>}
              </div>
            ),
          },
        ]}
        {...(canCensor
          ? {
              rowActions: (item: Member) => (
                <Button
                  variant="ghost"
                  onClick={() => setCensoring(item)}
                  aria-label={t('member.censorTitle', { name: item.fullName })}
                >
                  <ShieldCheckIcon aria-hidden className="size-4" />
                  {t('member.censor')}
                </Button>
              ),
            }
          : {})}
      />
      <CensorDialog
        member={censoring}
        onClose={() => setCensoring(null)}
        onDone={() => setRound((r) => r + 1)}
      />
    </>
  );
}
