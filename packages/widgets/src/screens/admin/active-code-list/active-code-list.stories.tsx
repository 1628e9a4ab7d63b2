import type { Meta, StoryObj } from '@storybook/react-vite';
import { AsAdmin } from '../../shared/story-frame';
import { ActiveCodeList } from './active-code-list';
import { activeCodeServer } from './active-code-list.fixtures';

function Scenario({ empty }: { empty: boolean }) {
  return (
    <AsAdmin answers={empty ? activeCodeServer([], []) : activeCodeServer()} screen={<ActiveCodeList />} />
  );
}

const meta = { title: 'Screens/Activation codes', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Batches: StoryObj<typeof meta> = { args: { empty: false } };
export const NoBatches: StoryObj<typeof meta> = { args: { empty: true } };
