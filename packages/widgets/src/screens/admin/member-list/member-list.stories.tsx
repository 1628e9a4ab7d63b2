import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { MemberList } from './member-list';
import { memberServer } from './member-list.fixtures';

function Scenario({ empty = false }: { empty?: boolean }) {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
  return (
    <WithFakeSaola answers={memberServer(empty ? [] : undefined)}>
      <MemberList />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Members', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Members: StoryObj<typeof meta> = {};
export const Empty: StoryObj<typeof meta> = { args: { empty: true } };
