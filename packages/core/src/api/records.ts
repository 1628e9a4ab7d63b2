import { nullable, number, optional } from 'superstruct';
import { RIGHTS, right } from '../http/access';
import { endpoint, type Paged } from '../http/endpoint';
import { object } from '../validate/own';
import { between, datePicked, requiredString } from '../validate/structs';
import { idField, listQuery, orText, text } from './fields';
import { byIds } from './resource';

/** Scores are kept to two decimals, from 0 to SCORE_MAX (a 10-point or 100-point scale). */
export const SCORE_MAX = 100;
export const FACTOR_MAX = 10;

/** A number from `min` to `max`, also from its text form (a form's field); stored to two decimals. */
const decimal = (max: number, min = 0) =>
  orText(between(number(), min, max), (v) => (/^\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : v));

export interface ScoreRecord {
  id: number;
  idUser: number;
  studentName: string;
  idGroup: number | null;
  groupName: string | null;
  subject: string;
  score: number;
  /** The coefficient the score counts with in an average. */
  factor: number;
  term: string | null;
  note: string;
  creatorName: string | null;
  createdAt: string;
}

export interface NoteRecord {
  id: number;
  idUser: number;
  studentName: string;
  idGroup: number | null;
  groupName: string | null;
  /** The day the remark is about (YYYY-MM-DD). */
  notedOn: string;
  content: string;
  creatorName: string | null;
  createdAt: string;
}

/** A note as the learner it is about reads it. */
export interface MyNoteRecord {
  id: number;
  notedOn: string;
  content: string;
  groupName: string | null;
  teacherName: string | null;
}

/** Whose records a list shows: a class's students (idGroup) or one student (idUser). */
const whose = { idGroup: optional(idField()), idUser: optional(idField()) };

const scoreFields = {
  idUser: idField(),
  idGroup: optional(nullable(idField())),
  subject: requiredString(100),
  score: decimal(SCORE_MAX),
  factor: decimal(FACTOR_MAX, 0.01),
  term: optional(nullable(text(50))),
  note: optional(text(1000)),
};

const noteFields = {
  idUser: idField(),
  idGroup: optional(nullable(idField())),
  notedOn: datePicked(text(10)),
  content: requiredString(2000),
};

export const scoreRecordPayload = object(scoreFields);
export const noteRecordPayload = object(noteFields);

/**
 * Score records per student or class. A teacher with a personal scope sees and writes only the records of
 * students of her classes (homeroom) and of the courses she teaches; the scope is applied in the query.
 */
export const scoreRecord = {
  list: endpoint<Paged<ScoreRecord>>()({
    method: 'GET',
    path: '/Lms/ScoreRecord/List',
    payload: object({ ...listQuery, ...whose, term: optional(text(50)) }),
    // Observers read the records of the classes they watch.
    access: 'watch',
  }),
  add: endpoint<ScoreRecord>()({
    method: 'POST',
    path: '/Lms/ScoreRecord/Add',
    payload: scoreRecordPayload,
    access: right(RIGHTS.scoreRecord),
  }),
  edit: endpoint<ScoreRecord>()({
    method: 'PUT',
    path: '/Lms/ScoreRecord/Edit',
    payload: object({ id: idField(), ...scoreFields }),
    access: right(RIGHTS.scoreRecord),
  }),
  delete: endpoint<{ deleted: number }>()({
    method: 'DELETE',
    path: '/Lms/ScoreRecord/Delete',
    payload: byIds(),
    access: right(RIGHTS.scoreRecord),
  }),
};

/** Dated remarks by a teacher about a student, per student or class, scoped as score records are. */
export const noteRecord = {
  list: endpoint<Paged<NoteRecord>>()({
    method: 'GET',
    path: '/Lms/NoteRecord/List',
    payload: object({ ...listQuery, ...whose }),
    access: 'watch',
  }),
  add: endpoint<NoteRecord>()({
    method: 'POST',
    path: '/Lms/NoteRecord/Add',
    payload: noteRecordPayload,
    access: right(RIGHTS.noteRecord),
  }),
  edit: endpoint<NoteRecord>()({
    method: 'PUT',
    path: '/Lms/NoteRecord/Edit',
    payload: object({ id: idField(), ...noteFields }),
    access: right(RIGHTS.noteRecord),
  }),
  delete: endpoint<{ deleted: number }>()({
    method: 'DELETE',
    path: '/Lms/NoteRecord/Delete',
    payload: byIds(),
    access: right(RIGHTS.noteRecord),
  }),
  /** The signed-in learner's own notes, newest day first: never another learner's. */
  mine: endpoint<Paged<MyNoteRecord>>()({
    method: 'GET',
    path: '/Lms/NoteRecord/Mine',
    payload: object(listQuery),
    access: 'student',
  }),
};
