import type { CourseSummary } from '@saola/core/api';
import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { CourseList } from './course-list';
import { COURSES, courseServer } from './course-list.fixtures';

function Scenario({ courses }: { courses: CourseSummary[] }) {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
  return (
    <WithFakeSaola answers={courseServer(courses)}>
      <CourseList />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Course list', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Catalogue: Story = { args: { courses: COURSES } };
export const NoCourses: Story = { args: { courses: [] } };
