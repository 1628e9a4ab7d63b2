import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, ok, refuse, WithFakeSaola } from '../../../../test/fake-saola';
import { FirstPassword } from './first-password';

function Scenario() {
  session.website = demoConfig.website;
  return (
    <WithFakeSaola
      answers={{
        '/Auth/User/EditProfile': refuse(400, 'Dữ liệu không hợp lệ', [
          { field: 'newPassword', message: 'Mật khẩu mới phải khác mật khẩu nhà trường đã cấp.' },
        ]),
        '/Auth/Config/Get': ok(demoConfig),
      }}
    >
      <FirstPassword />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/First password', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const ImportedAccount: StoryObj<typeof meta> = { args: {} };
