import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { staffServer } from '../right-group-list/right-group-list.fixtures';
import { TeacherList } from './teacher-list';

function Scenario() {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
  return (
    <WithFakeSaola answers={staffServer()}>
      <TeacherList />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Teachers', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Teachers: StoryObj<typeof meta> = {};
