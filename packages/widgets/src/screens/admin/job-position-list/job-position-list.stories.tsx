import type { Meta, StoryObj } from '@storybook/react-vite';
import { AsAdmin } from '../../shared/story-frame';
import { positionServer } from '../member-group-list/member-group-list.fixtures';
import { JobPositionList } from './job-position-list';

function Scenario({ empty = false }: { empty?: boolean }) {
  return <AsAdmin answers={positionServer(empty ? [] : undefined)} screen={<JobPositionList />} />;
}

const meta = { title: 'Screens/Job positions', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Positions: StoryObj<typeof meta> = {};
export const Empty: StoryObj<typeof meta> = { args: { empty: true } };
