import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { CouponList } from './coupon-list';
import { couponServer } from './coupon-list.fixtures';

function Scenario({ empty }: { empty?: boolean }) {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
  return (
    <WithFakeSaola answers={couponServer(empty ? [] : undefined)}>
      <CouponList />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Coupon codes', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Coupons: StoryObj<typeof meta> = {};
export const Empty: StoryObj<typeof meta> = { args: { empty: true } };
