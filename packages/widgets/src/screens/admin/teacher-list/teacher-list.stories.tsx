import type { Meta, StoryObj } from '@storybook/react-vite';
import { AsAdmin } from '../../shared/story-frame';
import { staffServer } from '../right-group-list/right-group-list.fixtures';
import { TeacherList } from './teacher-list';

function Scenario() {
  return <AsAdmin answers={staffServer()} screen={<TeacherList />} />;
}

const meta = { title: 'Screens/Teachers', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Teachers: StoryObj<typeof meta> = {};
