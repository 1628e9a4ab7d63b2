import type { Meta, StoryObj } from '@storybook/react-vite';
import { ok, WithFakeSaola } from '../../../../test/fake-saola';
import { myCourses } from '../shared/learning.fixtures';
import { MyCourseList } from './my-course-list';

function Scenario({ page }: { page: typeof myCourses }) {
  return (
    <WithFakeSaola
      answers={{
        '/Lms/Learning/MyCourses': ok(page),
        '/Lms/ActiveCode/Redeem': ok({ courses: [{ id: 7, name: 'English for Everyday Conversation' }] }),
      }}
    >
      <MyCourseList />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/My courses', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Learning: Story = { args: { page: myCourses } };
export const NoCourses: Story = { args: { page: { data: [], total: 0 } } };
