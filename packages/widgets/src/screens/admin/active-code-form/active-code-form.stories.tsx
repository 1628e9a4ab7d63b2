import type { Meta, StoryObj } from '@storybook/react-vite';
import { AsAdmin } from '../../shared/story-frame';
import { activeCodeServer } from '../active-code-list/active-code-list.fixtures';
import { ActiveCodeForm } from './active-code-form';

function Scenario({ id }: { id?: number }) {
  return <AsAdmin answers={activeCodeServer()} screen={<ActiveCodeForm id={id} />} />;
}

const meta = { title: 'Screens/Activation code batch', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Generate: Story = { args: {} };
export const Batch: Story = { args: { id: 1 } };
export const PackageBatch: Story = { args: { id: 2 } };
export const Missing: Story = { args: { id: 99 } };
