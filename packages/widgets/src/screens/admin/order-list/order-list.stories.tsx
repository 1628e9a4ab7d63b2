import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { OrderList } from './order-list';
import { orderServer } from './order-list.fixtures';

function Scenario({ empty }: { empty?: boolean }) {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
  return (
    <WithFakeSaola answers={orderServer(empty ? [] : undefined)}>
      <OrderList />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Orders', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Orders: StoryObj<typeof meta> = {};
export const Empty: StoryObj<typeof meta> = { args: { empty: true } };
