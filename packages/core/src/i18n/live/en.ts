import type { Part } from '../features';

export const en: Part<'live'> = {
  liveError: {
    endBeforeStart: 'The end must come after the start',
    weekdays: 'Choose at least one weekday',
    noLearners: 'Choose a student group or at least one student',
    tooManySessions: 'This schedule makes more than {{max}} sessions',
    noSessions: 'There is no session between the chosen dates',
    canceled: 'The class has been canceled',
    notCancelable: 'Only a session that has not ended can be canceled',
    notMovable: 'Only a session that has not opened can be moved',
    inPast: 'A session cannot be moved into the past',
    notHeld: 'The session has not taken place or was canceled',
    cannotJoin: 'Cannot join the room',
    notOpen: 'Cannot join the room: the session is not open or has ended',
    passcode: 'The room passcode is wrong',
    locked: 'Cannot join the room: the room is locked',
  },
};
