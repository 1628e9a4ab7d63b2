import type { Meta, StoryObj } from '@storybook/react-vite';
import { AsAdmin } from '../../shared/story-frame';
import { orderServer } from '../order-list/order-list.fixtures';
import { OrderForm } from './order-form';

function Scenario({ id }: { id?: number }) {
  return <AsAdmin answers={orderServer()} screen={<OrderForm id={id} />} />;
}

const meta = { title: 'Screens/Order form', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
type Story = StoryObj<typeof meta>;
export const NewOrder: Story = { args: {} };
export const PendingOrder: Story = { args: { id: 1 } };
export const PaidOrder: Story = { args: { id: 2 } };
