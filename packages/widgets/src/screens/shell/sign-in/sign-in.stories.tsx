import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, ok, refuse, WithFakeSaola } from '../../../../test/fake-saola';
import { SignIn } from './sign-in';

const config = (request: { headers: Record<string, string> }) =>
  ok(request.headers.Authorization ? demoConfig : { ...demoConfig, user: null });

function Scenario({ answer }: { answer: 'accepts' | 'refuses' | 'locked' }) {
  return (
    <WithFakeSaola
      answers={{
        '/Auth/Config/Get': config,
        '/Auth/User/SignIn':
          answer === 'accepts'
            ? ok({ accessToken: 'a'.repeat(43), notificationToken: 'n'.repeat(43) })
            : refuse(
                400,
                answer === 'locked'
                  ? 'Tài khoản tạm khóa do đăng nhập sai quá nhiều lần. Vui lòng thử lại sau 15 phút.'
                  : 'Tên đăng nhập hoặc mật khẩu không đúng',
              ),
      }}
    >
      <SignIn />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/SignIn', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Any username and password sign in. */
export const Accepts: Story = { args: { answer: 'accepts' } };
/** Every attempt is refused as a wrong password. */
export const WrongPassword: Story = { args: { answer: 'refuses' } };
/** The account is locked. */
export const Locked: Story = { args: { answer: 'locked' } };
