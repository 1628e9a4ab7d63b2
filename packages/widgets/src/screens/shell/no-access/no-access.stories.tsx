import type { Meta, StoryObj } from '@storybook/react-vite';
import { NoAccess } from './no-access';

const meta = { title: 'Screens/NoAccess', component: NoAccess } satisfies Meta<typeof NoAccess>;
export default meta;
export const Default: StoryObj<typeof meta> = {};
