import type { StudentDashboard as Figures } from '@saola/core/api';
import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, ok, WithFakeSaola } from '../../../../test/fake-saola';
import { StudentDashboard } from './student-dashboard';
import { allFinished, busyLearner, newLearner, openToAll } from './student-dashboard.fixtures';

function Scenario({ figures }: { figures: Figures }) {
  Object.assign(session, { website: demoConfig.website, user: demoConfig.user });
  return (
    <WithFakeSaola answers={{ '/Lms/Dashboard/Student': ok(figures) }}>
      <StudentDashboard />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Student dashboard', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Learning: Story = { args: { figures: busyLearner } };
export const NothingYet: Story = { args: { figures: newLearner } };
export const OpenCourseOnly: Story = { args: { figures: openToAll } };
export const AllCompleted: Story = { args: { figures: allFinished } };
