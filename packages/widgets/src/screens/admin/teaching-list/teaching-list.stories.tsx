import type { Meta, StoryObj } from '@storybook/react-vite';
import { teachingServer } from '../../shared/live-fixtures';
import { AsAdmin } from '../../shared/story-frame';
import { TeachingList } from './teaching-list';

function Scenario({ empty = false }: { empty?: boolean }) {
  return <AsAdmin answers={teachingServer(empty ? [] : undefined)} screen={<TeachingList />} />;
}

const meta = { title: 'Screens/Live classes', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Classes: StoryObj<typeof meta> = {};
export const Empty: StoryObj<typeof meta> = { args: { empty: true } };
