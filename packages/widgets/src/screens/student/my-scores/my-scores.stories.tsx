import type { Meta, StoryObj } from '@storybook/react-vite';
import { refuse } from '../../../../test/fake-saola';
import { AsLearner } from '../../shared/story-frame';
import { MyScores } from './my-scores';
import { myScoreServer } from './my-scores.fixtures';

function Scenario({ empty = false, failed = false }: { empty?: boolean; failed?: boolean }) {
  const answers = failed
    ? { '/Lms/Transcript/MyScores': refuse(500, 'Lỗi máy chủ') }
    : myScoreServer(empty ? { scores: [], averages: [], terms: [] } : undefined);
  return <AsLearner answers={answers} screen={<MyScores />} />;
}

const meta = { title: 'Screens/My transcript', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Scores: StoryObj<typeof meta> = {};
export const Empty: StoryObj<typeof meta> = { args: { empty: true } };
export const LoadFailed: StoryObj<typeof meta> = { args: { failed: true } };
