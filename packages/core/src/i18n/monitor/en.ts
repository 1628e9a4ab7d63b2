import type { Part } from '../features';

export const en: Part<'monitor'> = {
  monitor: {
    fullName: 'Full name',
    username: 'Username',
    phone: 'Phone number',
    status: 'Status',
    password: 'Password',
    newPassword: 'New password',
    newPasswordHint: 'Leave empty to keep the password.',
    account: 'Account',
    watching: 'Observed classes',
    watchingHint:
      'The observer sees only these classes: their students, scores and notes. Observers cannot change anything.',
    classes: 'Classes',
    noClass: 'No class observed yet',
    classCount: { one: '{{count}} class', other: '{{count}} classes' },
    lastSignIn: 'Last sign-in',
    empty: 'No observers yet.',
    entity: 'Observer',
  },
  monitorError: {
    classNotSeen: 'This observer watches a class you may not see: you cannot change this account.',
  },
  contactPrivacy: {
    title: "Students' emails and phone numbers",
    everyTeacher: 'Every teacher may see them',
    ownerOnly: 'Only the administrator may see them',
    hint: 'Everyone else sees them masked (for example n•••@gmail.com, •••678).',
    masked: "Hidden by the school's setting: you can neither see nor change them.",
  },
};
