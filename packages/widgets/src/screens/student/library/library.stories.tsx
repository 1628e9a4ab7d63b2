import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { libraryServer } from '../../admin/file-library/file-library.fixtures';
import { Library } from './library';

function Scenario({ empty = false }: { empty?: boolean }) {
  session.user = { ...demoConfig.user, idType: 4 };
  return (
    <WithFakeSaola answers={libraryServer(empty ? [] : undefined)}>
      <Library />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Library', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SharedWithMe: Story = {};
export const NothingShared: Story = { args: { empty: true } };
