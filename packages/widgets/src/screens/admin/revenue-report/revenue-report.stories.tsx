import type { Meta, StoryObj } from '@storybook/react-vite';
import { AsAdmin } from '../../shared/story-frame';
import { RevenueReport } from './revenue-report';
import { revenueServer } from './revenue-report.fixtures';

function Scenario() {
  return <AsAdmin answers={revenueServer()} screen={<RevenueReport from="2026-11-01" to="2026-11-30" />} />;
}

const meta = { title: 'Screens/Revenue report', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Report: StoryObj<typeof meta> = {};
