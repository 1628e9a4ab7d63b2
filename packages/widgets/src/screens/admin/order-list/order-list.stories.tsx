import type { Meta, StoryObj } from '@storybook/react-vite';
import { AsAdmin } from '../../shared/story-frame';
import { OrderList } from './order-list';
import { orderServer } from './order-list.fixtures';

function Scenario({ empty }: { empty?: boolean }) {
  return <AsAdmin answers={orderServer(empty ? [] : undefined)} screen={<OrderList />} />;
}

const meta = { title: 'Screens/Orders', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Orders: StoryObj<typeof meta> = {};
export const Empty: StoryObj<typeof meta> = { args: { empty: true } };
