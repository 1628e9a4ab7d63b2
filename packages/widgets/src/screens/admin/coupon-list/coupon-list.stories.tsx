import type { Meta, StoryObj } from '@storybook/react-vite';
import { AsAdmin } from '../../shared/story-frame';
import { CouponList } from './coupon-list';
import { couponServer } from './coupon-list.fixtures';

function Scenario({ empty }: { empty?: boolean }) {
  return <AsAdmin answers={couponServer(empty ? [] : undefined)} screen={<CouponList />} />;
}

const meta = { title: 'Screens/Coupon codes', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Coupons: StoryObj<typeof meta> = {};
export const Empty: StoryObj<typeof meta> = { args: { empty: true } };
