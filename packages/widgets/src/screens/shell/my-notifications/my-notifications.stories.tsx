import type { MyNotification } from '@saola/core/api';
import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, ok, WithFakeSaola } from '../../../../test/fake-saola';
import { MyNotifications } from './my-notifications';
import { INBOX } from './my-notifications.fixtures';

function Scenario({ items }: { items: MyNotification[] }) {
  Object.assign(session, { website: demoConfig.website, user: demoConfig.user });
  return (
    <WithFakeSaola
      answers={{
        '/Auth/Notification/MyNotification': (request) => {
          const unreadOnly = new URL(request.url).searchParams.get('unreadOnly') === 'true';
          const shown = unreadOnly ? items.filter((item) => !item.read) : items;
          return ok({ data: shown, total: shown.length, unread: items.filter((item) => !item.read).length });
        },
        '/Auth/Notification/DetailNotification': (request) => {
          const id = Number(new URL(request.url).searchParams.get('id'));
          return ok({ ...items.find((item) => item.id === id), read: true });
        },
      }}
    >
      <MyNotifications />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/My notifications', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inbox: Story = { args: { items: INBOX } };
export const Empty: Story = { args: { items: [] } };
