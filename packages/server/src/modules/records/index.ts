export {
  assertListScope,
  loggedScore,
  NOTE_SEARCH,
  noteRows,
  ofClassMembers,
  recordRoutes,
  SCORE_SEARCH,
  scoreRow,
  scoreRows,
} from './records';
