import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, refuse, WithFakeSaola } from '../../../../test/fake-saola';
import { NotifyEvents } from './notify-events';
import { EVENTS, notifyEventsServer } from './notify-events.fixtures';

function Scenario({ state }: { state: 'defaults' | 'quiet' | 'failed' }) {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
  const off = { inApp: false, push: false, mail: false };
  const answers =
    state === 'failed'
      ? { '/Lms/Setting/GetNotificationEvents': refuse(500, 'Lỗi máy chủ') }
      : state === 'quiet'
        ? notifyEventsServer({ ...EVENTS, newLesson: off, exam: off })
        : notifyEventsServer();
  return (
    <WithFakeSaola answers={answers}>
      <NotifyEvents />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Event notifications', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Defaults: StoryObj<typeof meta> = { args: { state: 'defaults' } };
export const SomeEventsOff: StoryObj<typeof meta> = { args: { state: 'quiet' } };
export const LoadFailed: StoryObj<typeof meta> = { args: { state: 'failed' } };
