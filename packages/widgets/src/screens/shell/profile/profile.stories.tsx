import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, ok, WithFakeSaola } from '../../../../test/fake-saola';
import { Profile } from './profile';

const ORDERS = [
  {
    id: 52,
    code: 'DHQ8R2T4VW',
    status: 'pending',
    paymentType: 'transfer',
    purchasePrice: 350_000,
    items: ['ພາສາລາວສຳລັບຜູ້ເລີ່ມຕົ້ນ'],
    createdAt: '2026-11-21T02:15:00Z',
    paidAt: null,
  },
  {
    id: 47,
    code: 'DHC3D4E5F6',
    status: 'paid',
    paymentType: 'vnpay',
    purchasePrice: 1_200_000,
    items: ['IELTS Writing Band 7+'],
    createdAt: '2026-10-09T08:00:00Z',
    paidAt: '2026-10-09T08:03:00Z',
  },
  {
    id: 45,
    code: 'DHG7H8J9K2',
    status: 'cancelled',
    paymentType: 'vnpay',
    purchasePrice: 450_000,
    items: ['Tin học văn phòng cơ bản'],
    createdAt: '2026-09-30T11:00:00Z',
    paidAt: null,
  },
];

function Scenario({ withContacts, withOrders }: { withContacts: boolean; withOrders: boolean }) {
  session.website = demoConfig.website;
  return (
    <WithFakeSaola
      answers={{
        '/Auth/User/Profile': ok({
          id: 4,
          fullName: 'ສົມສັກ ພົມມະວົງ',
          username: 'student2',
          idType: 4,
          avatarUrl: null,
          email: withContacts ? 'somsak@saola.edu.la' : null,
          phone: withContacts ? '020 5551 2345' : null,
          locale: 'lo',
          createdAt: '2026-09-01T00:00:00Z',
        }),
        '/Auth/User/EditProfile': (r) => ok(r.body, 'ບັນທຶກແລ້ວ'),
        '/Lms/Order/Mine': ok({
          data: withOrders ? ORDERS : [],
          total: withOrders ? 3 : 0,
          page: 1,
          take: 20,
        }),
        '/Lms/Order/MineGet': ok({
          ...ORDERS[0],
          idUser: 4,
          customerName: 'ສົມສັກ ພົມມະວົງ',
          email: 'somsak@saola.edu.la',
          phone: '02055512345',
          received: null,
          salesperson: null,
          province: '',
          source: 'checkout',
          creator: null,
          idSalesperson: null,
          shipFee: 0,
          originPrice: 350_000,
          discount: 0,
          couponCode: null,
          note: '',
          refundedAt: null,
          refunded: 0,
          refundable: 0,
          items: [],
          events: [],
          paymentUrl: null,
          transfer: {
            amount: 350_000,
            bankBin: '970436',
            bank: { shortName: 'Vietcombank', name: 'Ngân hàng TMCP Ngoại Thương Việt Nam' },
            accountNumber: '1023456789',
            accountName: 'TRUONG SAOLA',
            note: 'DHQ8R2T4VW',
            payload:
              '00020101021238570010A000000727012700069704360113102345678902080QRIBFTTA5303704540635000058020VN62140810DHQ8R2T4VW6304ABCD',
            image: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E',
          },
        }),
      }}
    >
      <Profile />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Profile', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { args: { withContacts: true, withOrders: false } };
export const NoContacts: Story = { args: { withContacts: false, withOrders: false } };
/** A learner with orders: a pending transfer opens its VietQR from the order's reply. */
export const WithOrders: Story = { args: { withContacts: true, withOrders: true } };
