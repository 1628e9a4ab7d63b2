import type { Meta, StoryObj } from '@storybook/react-vite';
import { refuse } from '../../../../test/fake-saola';
import { AsAdmin } from '../../shared/story-frame';
import { NotifyEvents } from './notify-events';
import { EVENTS, notifyEventsServer } from './notify-events.fixtures';

function Scenario({ state }: { state: 'defaults' | 'quiet' | 'failed' }) {
  const off = { inApp: false, push: false, mail: false };
  const answers =
    state === 'failed'
      ? { '/Lms/Setting/GetNotificationEvents': refuse(500, 'Lỗi máy chủ') }
      : state === 'quiet'
        ? notifyEventsServer({ ...EVENTS, newLesson: off, exam: off })
        : notifyEventsServer();
  return <AsAdmin answers={answers} screen={<NotifyEvents />} />;
}

const meta = { title: 'Screens/Event notifications', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Defaults: StoryObj<typeof meta> = { args: { state: 'defaults' } };
export const SomeEventsOff: StoryObj<typeof meta> = { args: { state: 'quiet' } };
export const LoadFailed: StoryObj<typeof meta> = { args: { state: 'failed' } };
