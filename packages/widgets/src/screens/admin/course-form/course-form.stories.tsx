import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { CourseForm } from './course-form';
import { courseFormServer } from './course-form.fixtures';

function Scenario({ id, idType }: { id?: number; idType: 2 | 3 }) {
  session.user = { ...demoConfig.user, fullName: idType === 2 ? 'Nguyễn Thị Hoa' : 'Trần Văn Minh', idType };
  return (
    <WithFakeSaola answers={courseFormServer()}>
      <CourseForm id={id} />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Course form', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An owner adds a course. */
export const NewCourse: Story = { args: { idType: 2 } };
/** An owner opens a teacher's course waiting for approval. */
export const PendingForOwner: Story = { args: { id: 7, idType: 2 } };
/** The teacher who wrote it sees where it stands. */
export const PendingForTeacher: Story = { args: { id: 7, idType: 3 } };
