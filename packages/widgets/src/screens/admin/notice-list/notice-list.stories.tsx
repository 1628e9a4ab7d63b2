import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { NoticeList } from './notice-list';
import { noticeServer } from './notice-list.fixtures';

function Scenario({ empty = false, failing = false }: { empty?: boolean; failing?: boolean }) {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
  return (
    <WithFakeSaola
      answers={
        failing
          ? { '/Auth/Notification/List': () => ({ status: 500, data: null }) }
          : noticeServer(empty ? [] : undefined)
      }
    >
      <NoticeList />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Notices', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Notices: Story = {};
export const NoNotices: Story = { args: { empty: true } };
export const LoadFailed: Story = { args: { failing: true } };
