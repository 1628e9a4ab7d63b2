import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { TranscriptSetting } from './transcript-setting';
import { transcriptServer } from './transcript-setting.fixtures';

function Scenario({ teacher = false }: { teacher?: boolean }) {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: teacher ? 3 : 2, rights: [] };
  return (
    <WithFakeSaola answers={transcriptServer()}>
      <TranscriptSetting />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Transcript setting', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const ChooseSubject: StoryObj<typeof meta> = {};
export const TeacherWithoutRight: StoryObj<typeof meta> = { args: { teacher: true } };
