import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { noticeServer } from '../notice-list/notice-list.fixtures';
import { NoticeForm } from './notice-form';

function Scenario({ id }: { id?: number }) {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
  return (
    <WithFakeSaola answers={noticeServer()}>
      <NoticeForm id={id} />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Notice form', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewNotice: Story = {};
export const Scheduled: Story = { args: { id: 2 } };
export const Sent: Story = { args: { id: 1 } };
export const Missing: Story = { args: { id: 99 } };
