import type { Meta, StoryObj } from '@storybook/react-vite';
import { AsAdmin } from '../../shared/story-frame';
import { couponServer } from '../coupon-list/coupon-list.fixtures';
import { CouponForm } from './coupon-form';

function Scenario({ id }: { id?: number }) {
  return <AsAdmin answers={couponServer()} screen={<CouponForm id={id} />} />;
}

const meta = { title: 'Screens/Coupon code form', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
type Story = StoryObj<typeof meta>;
export const NewCoupon: Story = { args: {} };
export const EditCoupon: Story = { args: { id: 2 } };
