import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, refuse, WithFakeSaola } from '../../../../test/fake-saola';
import { MyScores } from './my-scores';
import { myScoreServer } from './my-scores.fixtures';

function Scenario({ empty = false, failed = false }: { empty?: boolean; failed?: boolean }) {
  session.user = { ...demoConfig.user, idType: 4 };
  const answers = failed
    ? { '/Lms/Transcript/MyScores': refuse(500, 'Lỗi máy chủ') }
    : myScoreServer(empty ? { scores: [], averages: [], terms: [] } : undefined);
  return (
    <WithFakeSaola answers={answers}>
      <MyScores />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/My transcript', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Scores: StoryObj<typeof meta> = {};
export const Empty: StoryObj<typeof meta> = { args: { empty: true } };
export const LoadFailed: StoryObj<typeof meta> = { args: { failed: true } };
