import type { Meta, StoryObj } from '@storybook/react-vite';
import { refuse } from '../../../../test/fake-saola';
import { AsAdmin } from '../../shared/story-frame';
import { OpenCourseLogs } from './open-course-logs';
import { logServer } from './open-course-logs.fixtures';

function Scenario({ state }: { state: 'filled' | 'empty' | 'failed' }) {
  const answers =
    state === 'filled'
      ? logServer()
      : state === 'empty'
        ? logServer([])
        : { ...logServer(), '/Lms/OpenCourseLog/List': refuse(500, 'Lỗi máy chủ') };
  return <AsAdmin answers={answers} screen={<OpenCourseLogs />} />;
}

const meta = { title: 'Screens/Open course logs', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Filled: StoryObj<typeof meta> = { args: { state: 'filled' } };
export const Empty: StoryObj<typeof meta> = { args: { state: 'empty' } };
export const Failed: StoryObj<typeof meta> = { args: { state: 'failed' } };
