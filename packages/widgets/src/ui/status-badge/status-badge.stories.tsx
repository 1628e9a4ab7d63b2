import type { Meta, StoryObj } from '@storybook/react-vite';
import { STATUS_TONES, type Status, StatusBadge } from './status-badge';

function All() {
  return (
    <div className="flex flex-wrap gap-2">
      {(Object.keys(STATUS_TONES) as Status[]).map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </div>
  );
}

const meta = { title: 'UI/StatusBadge', component: All } satisfies Meta<typeof All>;
export default meta;
export const EveryStatus: StoryObj<typeof meta> = {};
