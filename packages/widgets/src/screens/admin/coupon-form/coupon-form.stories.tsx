import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { couponServer } from '../coupon-list/coupon-list.fixtures';
import { CouponForm } from './coupon-form';

function Scenario({ id }: { id?: number }) {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
  return (
    <WithFakeSaola answers={couponServer()}>
      <CouponForm id={id} />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Coupon code form', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
type Story = StoryObj<typeof meta>;
export const NewCoupon: Story = { args: {} };
export const EditCoupon: Story = { args: { id: 2 } };
