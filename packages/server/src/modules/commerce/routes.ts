import { checkoutRoutes } from './checkout';
import { couponRoutes } from './coupons';
import { orderRoutes } from './orders';
import { paymentRoutes } from './payments';
import { revenueRoutes } from './revenue';
import { settingRoutes } from './setting';

/** Commerce (issue 16): coupons, orders, checkout, the gateways' notices, the payment setting, revenue. */
export const commerceRoutes = [
  ...couponRoutes,
  ...orderRoutes,
  ...checkoutRoutes,
  ...paymentRoutes,
  ...settingRoutes,
  ...revenueRoutes,
];
