import type { Meta, StoryObj } from '@storybook/react-vite';
import { refuse, WithFakeSaola } from '../../../../test/fake-saola';
import { PublicTest } from './public-test';
import { publicTestServer } from './public-test.fixtures';

function Scenario({ closed = false, failed = false }: { closed?: boolean; failed?: boolean }) {
  const answers = failed ? { '/Lms/PublicTest/Get': refuse(500, 'Lỗi máy chủ') } : publicTestServer(!closed);
  return (
    <WithFakeSaola answers={answers}>
      <PublicTest />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Public test', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Open: StoryObj<typeof meta> = {};
export const NoneOpen: StoryObj<typeof meta> = { args: { closed: true } };
export const Failed: StoryObj<typeof meta> = { args: { failed: true } };
