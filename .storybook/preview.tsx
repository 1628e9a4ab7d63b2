import type { Locale } from '@saola/core/constants';
import { loadCalls } from '@saola/core/http';
import { loadAllDictionaries } from '@saola/core/i18n';
import { session } from '@saola/core/session';
import type { Decorator, Preview } from '@storybook/react-vite';
import '../packages/widgets/src/styles/tailwind.css';

/** The toolbar's language goes into the session, so every string of the story follows it. */
const withLocale: Decorator = (Story, context) => {
  session.locale = (context.globals.locale as Locale) ?? 'vi';
  return (
    <div className="font-sans text-ink" lang={session.locale}>
      <Story />
    </div>
  );
};

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'vi', title: 'Tiếng Việt' },
          { value: 'en', title: 'English' },
          { value: 'lo', title: 'ພາສາລາວ' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'vi' },
  decorators: [withLocale],
  // Stories show screens and widgets by themselves, outside any screen's list of dictionary parts: every
  // part of every language is here before the first story renders, so none shows a raw key meanwhile.
  loaders: [
    async () => {
      // Every language and every area's calls, as a screen has them once it is shown.
      await Promise.all([loadAllDictionaries(), loadCalls()]);
      return {};
    },
  ],
};

export default preview;
