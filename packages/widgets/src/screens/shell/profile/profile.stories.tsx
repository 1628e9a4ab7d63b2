import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, ok, WithFakeSaola } from '../../../../test/fake-saola';
import { Profile } from './profile';

function Scenario({ withContacts }: { withContacts: boolean }) {
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
      }}
    >
      <Profile />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Profile', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { args: { withContacts: true } };
export const NoContacts: Story = { args: { withContacts: false } };
