import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { useSaola } from '../../runtime/saola';
import { Toaster } from './toaster';

function WithToasts() {
  const { client } = useSaola();
  useEffect(() => {
    client.notices.toast('success', 'Đã lưu');
    client.notices.toast('error', 'Tham số không hợp lệ.', [
      'Trường này là bắt buộc',
      'Số điện thoại không hợp lệ',
    ]);
  }, [client]);
  return <Toaster />;
}

const meta = { title: 'UI/Toaster', component: WithToasts } satisfies Meta<typeof WithToasts>;
export default meta;
export const SuccessAndError: StoryObj<typeof meta> = {};
