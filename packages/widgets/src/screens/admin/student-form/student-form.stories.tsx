import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { studentServer } from '../student-list/student-list.fixtures';
import { StudentForm } from './student-form';

function Scenario({ id }: { id?: number }) {
  Object.assign(session, { website: demoConfig.website, user: { ...demoConfig.user, idType: 2 } });
  return (
    <WithFakeSaola answers={studentServer()}>
      <StudentForm id={id} />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Student form', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewStudent: Story = { args: {} };
export const EditStudent: Story = { args: { id: 12 } };
