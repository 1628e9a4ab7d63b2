import type { AdminDashboard as Figures } from '@saola/core/api';
import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, ok, WithFakeSaola } from '../../../../test/fake-saola';
import { AdminDashboard } from './admin-dashboard';
import { busySchool, newSchool, teachersDay } from './admin-dashboard.fixtures';

function Scenario({ figures }: { figures: Figures }) {
  session.website = demoConfig.website;
  return (
    <WithFakeSaola answers={{ '/Lms/Dashboard/Admin': ok(figures) }}>
      <AdminDashboard />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Admin dashboard', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BusySchool: Story = { args: { figures: busySchool } };
export const NewSchool: Story = { args: { figures: newSchool } };
export const TeachersDay: Story = { args: { figures: teachersDay } };
