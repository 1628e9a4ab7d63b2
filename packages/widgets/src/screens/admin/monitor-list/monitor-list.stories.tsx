import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { MonitorList } from './monitor-list';
import { monitorServer } from './monitor-list.fixtures';

function Scenario({ empty = false }: { empty?: boolean }) {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
  return (
    <WithFakeSaola answers={monitorServer(empty ? [] : undefined)}>
      <MonitorList />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Observers', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Observers: StoryObj<typeof meta> = {};
export const Empty: StoryObj<typeof meta> = { args: { empty: true } };
