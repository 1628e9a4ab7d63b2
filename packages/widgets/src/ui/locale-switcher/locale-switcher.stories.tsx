import type { Meta, StoryObj } from '@storybook/react-vite';
import { LocaleSwitcher } from './locale-switcher';

const meta = {
  title: 'UI/LocaleSwitcher',
  component: LocaleSwitcher,
  args: { onChange: () => {} },
} satisfies Meta<typeof LocaleSwitcher>;
export default meta;
export const Default: StoryObj<typeof meta> = {};
