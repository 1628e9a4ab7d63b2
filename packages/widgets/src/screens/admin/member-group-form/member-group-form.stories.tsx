import type { Meta, StoryObj } from '@storybook/react-vite';
import { AsAdmin } from '../../shared/story-frame';
import { memberGroupServer } from '../member-group-list/member-group-list.fixtures';
import { MemberGroupForm } from './member-group-form';

function Scenario({ id }: { id?: number }) {
  return <AsAdmin answers={memberGroupServer()} screen={<MemberGroupForm id={id} />} />;
}

const meta = { title: 'Screens/Member group form', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const NewGroup: StoryObj<typeof meta> = {};
export const EditGroup: StoryObj<typeof meta> = { args: { id: 1 } };
