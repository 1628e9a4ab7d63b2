import type { StudentKind } from '@saola/core/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AsAdmin } from '../../shared/story-frame';
import { StudentList } from './student-list';
import { studentServer } from './student-list.fixtures';

function Scenario({ kind }: { kind: StudentKind }) {
  return <AsAdmin answers={studentServer()} screen={<StudentList kind={kind} />} />;
}

const meta = { title: 'Screens/Student list', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Registered: Story = { args: { kind: 'registered' } };
export const Retail: Story = { args: { kind: 'retail' } };
