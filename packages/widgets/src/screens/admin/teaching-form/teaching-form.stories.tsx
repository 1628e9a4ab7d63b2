import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { teachingServer } from '../../shared/live-fixtures';
import { TeachingForm } from './teaching-form';

function Scenario({ id }: { id?: number }) {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
  return (
    <WithFakeSaola answers={teachingServer()}>
      <TeachingForm id={id} />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Live class form', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const NewClass: StoryObj<typeof meta> = {};
export const ClassWithAttendance: StoryObj<typeof meta> = { args: { id: 1 } };
export const Meeting: StoryObj<typeof meta> = { args: { id: 2 } };
