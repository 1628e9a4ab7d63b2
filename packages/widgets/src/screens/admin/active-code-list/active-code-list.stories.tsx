import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { ActiveCodeList } from './active-code-list';
import { activeCodeServer } from './active-code-list.fixtures';

function Scenario({ empty }: { empty: boolean }) {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
  return (
    <WithFakeSaola answers={empty ? activeCodeServer([], []) : activeCodeServer()}>
      <ActiveCodeList />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Activation codes', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Batches: StoryObj<typeof meta> = { args: { empty: false } };
export const NoBatches: StoryObj<typeof meta> = { args: { empty: true } };
