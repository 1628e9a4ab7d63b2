import type { Meta, StoryObj } from '@storybook/react-vite';
import { staffServer } from '../right-group-list/right-group-list.fixtures';
import { AsAdmin } from '../shared/admin-story';
import { TeacherList } from './teacher-list';

function Scenario() {
  return <AsAdmin answers={staffServer()} screen={<TeacherList />} />;
}

const meta = { title: 'Screens/Teachers', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Teachers: StoryObj<typeof meta> = {};
