import type { CodeStatus } from '@saola/core/api';
import { useT } from '../../../runtime/i18n';
import { Pill, type Tone } from '../../../ui/status-badge/pill';
import { CODE_STATUS_LABEL } from '../../shared/commerce-labels';

const TONES: Record<CodeStatus, Tone> = {
  unused: 'blue',
  inUse: 'amber',
  usedUp: 'green',
  expired: 'gray',
};

/** A code's status pill: unused, in use, used, expired. */
export function CodeStatusBadge({ status }: { status: CodeStatus }) {
  const t = useT();
  return <Pill tone={TONES[status]}>{t(CODE_STATUS_LABEL[status])}</Pill>;
}
