import type { Meta, StoryObj } from '@storybook/react-vite';
import { AsAdmin } from '../../shared/story-frame';
import { MonitorList } from './monitor-list';
import { monitorServer } from './monitor-list.fixtures';

function Scenario({ empty = false }: { empty?: boolean }) {
  return <AsAdmin answers={monitorServer(empty ? [] : undefined)} screen={<MonitorList />} />;
}

const meta = { title: 'Screens/Observers', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Observers: StoryObj<typeof meta> = {};
export const Empty: StoryObj<typeof meta> = { args: { empty: true } };
