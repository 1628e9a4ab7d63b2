import type { Part } from '../features';

export const en: Part<'school'> = {
  subject: {
    name: 'Subject name',
    code: 'Subject code',
    description: 'Description',
    sortOrder: 'Order',
    add: 'Add subject',
    edit: 'Edit subject',
    empty: 'No subjects yet.',
  },
  classLevel: {
    name: 'Class level name',
    schoolLevel: 'School level',
    sortOrder: 'Order',
    add: 'Add class level',
    edit: 'Edit class level',
    empty: 'No class levels yet.',
  },
  schoolLevel: {
    primary: 'Primary school',
    lowerSecondary: 'Lower secondary school',
    upperSecondary: 'Upper secondary school',
    university: 'University',
    other: 'Other',
  },
  department: {
    name: 'Department name',
    code: 'Department code',
    description: 'Description',
    add: 'Add department',
    edit: 'Edit department',
    empty: 'No departments yet.',
  },
  transcript: {
    subject: 'Subject',
    chooseSubject: 'Choose a subject to set up its transcript.',
    columns: 'Score columns',
    columnName: 'Column name',
    factor: 'Score factor',
    addColumn: 'Add score column',
    removeColumn: 'Remove score column {{name}}',
    noColumns: 'This subject has no score columns yet.',
    averageRule:
      'Term average = sum of (score × factor) / sum of the factors of the columns that have a score.',
    columnTaken: 'The subject already has a score column with this name.',
  },
  catalog: {
    nameTaken: 'This name is already used in your school.',
    codeTaken: 'This code is already used in your school.',
    sortOrderHint: 'Smaller numbers come first.',
  },
};
