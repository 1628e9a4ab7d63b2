import type { CourseSummary } from '@saola/core/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AsAdmin } from '../../shared/story-frame';
import { CourseList } from './course-list';
import { COURSES, courseServer } from './course-list.fixtures';

function Scenario({ courses }: { courses: CourseSummary[] }) {
  return <AsAdmin answers={courseServer(courses)} screen={<CourseList />} />;
}

const meta = { title: 'Screens/Course list', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Catalogue: Story = { args: { courses: COURSES } };
export const NoCourses: Story = { args: { courses: [] } };
