import type { Meta, StoryObj } from '@storybook/react-vite';
import { AsAdmin } from '../../shared/story-frame';
import { staffServer } from '../right-group-list/right-group-list.fixtures';
import { TeacherLogs } from './teacher-logs';

function Scenario() {
  return <AsAdmin answers={staffServer()} screen={<TeacherLogs />} />;
}

const meta = { title: 'Screens/Staff log', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Log: StoryObj<typeof meta> = {};
