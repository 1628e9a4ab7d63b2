import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { RevenueReport } from './revenue-report';
import { revenueServer } from './revenue-report.fixtures';

function Scenario() {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
  return (
    <WithFakeSaola answers={revenueServer()}>
      <RevenueReport from="2026-11-01" to="2026-11-30" />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Revenue report', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Report: StoryObj<typeof meta> = {};
