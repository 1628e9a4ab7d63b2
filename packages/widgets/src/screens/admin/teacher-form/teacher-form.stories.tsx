import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { staffServer } from '../right-group-list/right-group-list.fixtures';
import { TeacherForm } from './teacher-form';

function Scenario({ id }: { id?: number }) {
  Object.assign(session, { website: demoConfig.website, user: { ...demoConfig.user, id: 1, idType: 2 } });
  return (
    <WithFakeSaola answers={staffServer()}>
      <TeacherForm id={id} />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Teacher form', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const NewTeacher: StoryObj<typeof meta> = {};
export const EditTeacher: StoryObj<typeof meta> = { args: { id: 5 } };
export const Missing: StoryObj<typeof meta> = { args: { id: 99 } };
