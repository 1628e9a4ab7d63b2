import type { Meta, StoryObj } from '@storybook/react-vite';
import { AsAdmin } from '../../shared/story-frame';
import { noticeServer } from '../notice-list/notice-list.fixtures';
import { NoticeForm } from './notice-form';

function Scenario({ id }: { id?: number }) {
  return <AsAdmin answers={noticeServer()} screen={<NoticeForm id={id} />} />;
}

const meta = { title: 'Screens/Notice form', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewNotice: Story = {};
export const Scheduled: Story = { args: { id: 2 } };
export const Sent: Story = { args: { id: 1 } };
export const Missing: Story = { args: { id: 99 } };
