import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { classServer } from '../user-group-list/user-group-list.fixtures';
import { UserGroupForm } from './user-group-form';

function Scenario({ id }: { id?: number }) {
  Object.assign(session, { website: demoConfig.website, user: { ...demoConfig.user, idType: 2 } });
  return (
    <WithFakeSaola answers={classServer()}>
      <UserGroupForm id={id} />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Class form', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const NewClass: StoryObj<typeof meta> = {};
export const EditClass: StoryObj<typeof meta> = { args: { id: 1 } };
export const Missing: StoryObj<typeof meta> = { args: { id: 99 } };
