import type { StudentKind } from '@saola/core/api';
import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { StudentList } from './student-list';
import { studentServer } from './student-list.fixtures';

function Scenario({ kind }: { kind: StudentKind }) {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
  return (
    <WithFakeSaola answers={studentServer()}>
      <StudentList kind={kind} />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Student list', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Registered: Story = { args: { kind: 'registered' } };
export const Retail: Story = { args: { kind: 'retail' } };
