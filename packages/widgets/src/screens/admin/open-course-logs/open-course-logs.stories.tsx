import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, refuse, WithFakeSaola } from '../../../../test/fake-saola';
import { OpenCourseLogs } from './open-course-logs';
import { logServer } from './open-course-logs.fixtures';

function Scenario({ state }: { state: 'filled' | 'empty' | 'failed' }) {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
  const answers =
    state === 'filled'
      ? logServer()
      : state === 'empty'
        ? logServer([])
        : { ...logServer(), '/Lms/OpenCourseLog/List': refuse(500, 'Lỗi máy chủ') };
  return (
    <WithFakeSaola answers={answers}>
      <OpenCourseLogs />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Open course logs', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Filled: StoryObj<typeof meta> = { args: { state: 'filled' } };
export const Empty: StoryObj<typeof meta> = { args: { state: 'empty' } };
export const Failed: StoryObj<typeof meta> = { args: { state: 'failed' } };
