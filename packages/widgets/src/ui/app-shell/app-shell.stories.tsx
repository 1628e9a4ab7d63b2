import { pathTo } from '@saola/core/routes';
import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, ok, WithFakeSaola } from '../../../test/fake-saola';
import { EmptyState } from '../empty-state/empty-state';
import { AppShell } from './app-shell';
import { ADMIN_MENUS } from './app-shell.fixtures';

function Scenario({ path }: { path: string }) {
  Object.assign(session, {
    ...demoConfig,
    user: { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 },
    menus: ADMIN_MENUS,
  });
  return (
    <WithFakeSaola answers={{ '/Auth/User/Signout': ok(null) }}>
      <AppShell currentPath={path} onNavigate={() => {}}>
        <EmptyState title="Không có dữ liệu" />
      </AppShell>
    </WithFakeSaola>
  );
}

const meta = {
  title: 'Screens/AppShell',
  component: Scenario,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Scenario>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Dashboard: Story = { args: { path: pathTo('adminDashboard') } };
export const InAGroup: Story = { args: { path: pathTo('courseCategoryList') } };
