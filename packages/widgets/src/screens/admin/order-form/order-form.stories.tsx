import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { orderServer } from '../order-list/order-list.fixtures';
import { OrderForm } from './order-form';

function Scenario({ id }: { id?: number }) {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
  return (
    <WithFakeSaola answers={orderServer()}>
      <OrderForm id={id} />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Order form', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
type Story = StoryObj<typeof meta>;
export const NewOrder: Story = { args: {} };
export const PendingOrder: Story = { args: { id: 1 } };
export const PaidOrder: Story = { args: { id: 2 } };
