import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageNotFound } from './page-not-found';

const meta = { title: 'Screens/PageNotFound', component: PageNotFound } satisfies Meta<typeof PageNotFound>;
export default meta;
export const Default: StoryObj<typeof meta> = {};
