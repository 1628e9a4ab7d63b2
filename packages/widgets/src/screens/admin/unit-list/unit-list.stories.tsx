import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { UnitList } from './unit-list';
import { unitServer } from './unit-list.fixtures';

function Scenario({ empty = false }: { empty?: boolean }) {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
  return (
    <WithFakeSaola answers={unitServer(empty ? [] : undefined)}>
      <UnitList />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Units', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Units: StoryObj<typeof meta> = {};
export const Empty: StoryObj<typeof meta> = { args: { empty: true } };
