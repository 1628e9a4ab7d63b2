import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';

const config: StorybookConfig = {
  stories: ['../packages/widgets/src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(vite) {
    vite.plugins = [...(vite.plugins ?? []), tailwindcss()];
    vite.resolve = {
      ...vite.resolve,
      conditions: ['@saola/source', 'module', 'browser', 'development|production'],
    };
    return vite;
  },
};

export default config;
