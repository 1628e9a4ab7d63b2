import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { FileLibrary } from './file-library';
import { libraryServer } from './file-library.fixtures';

function Scenario({ empty = false }: { empty?: boolean }) {
  session.user = { ...demoConfig.user, idType: 2 };
  return (
    <WithFakeSaola answers={libraryServer(empty ? [] : undefined)}>
      <FileLibrary />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/File library', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Files: Story = {};
export const NoFiles: Story = { args: { empty: true } };
