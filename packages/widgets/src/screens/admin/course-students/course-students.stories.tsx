import type { Enrolment } from '@saola/core/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { WithFakeSaola } from '../../../../test/fake-saola';
import { CourseStudents } from './course-students';
import { ENROLMENTS, enrolmentServer } from './course-students.fixtures';

function Scenario({ enrolments }: { enrolments: Enrolment[] }) {
  return (
    <WithFakeSaola answers={enrolmentServer(enrolments)}>
      <CourseStudents idCourse={7} />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Course students', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Enrolled: Story = { args: { enrolments: ENROLMENTS } };
export const NobodyYet: Story = { args: { enrolments: [] } };
