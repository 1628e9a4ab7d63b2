import type { Part } from '../features';

export const en: Part<'organisation'> = {
  unit: {
    name: 'Unit name',
    parent: 'Superior unit',
    noParent: 'None (a top unit)',
    manager: 'Manager',
    members: 'Members',
    memberCount: '{count, plural, one {# member} other {# members}}',
    createdAt: 'Created on',
    canViewOtherReports: "May view other units' statistical reports",
    requiresCensorship: 'New members of the unit need approval',
    move: 'Move',
    moveTitle: 'Move the unit "{{name}}"',
    moveHint: 'The unit moves with every unit below it.',
    moveTo: 'Move under',
    deleteWarning: 'Only a unit with no members and no units below it can be deleted.',
    empty: 'No units yet.',
  },
  position: {
    name: 'Position name',
    description: 'Description',
    group: 'Position group',
    members: 'Holders',
    add: 'Add position',
    edit: 'Edit position',
    empty: 'No job positions yet.',
  },
  memberGroup: {
    name: 'Member group name',
    description: 'Description',
    members: 'Members',
    createdAt: 'Created on',
    empty: 'No member groups yet.',
  },
  orgError: {
    reasonRequired: 'Please give a reason.',
    alreadyDecided: 'This request has already been decided or has moved to another step. Reload the page.',
    decidedInFlow: "This member is waiting in an approval flow; each step's approver decides.",
    unitCycle: 'A unit cannot be moved into itself or one of the units below it.',
    unitTooDeep: 'Units can be nested at most {{max}} deep.',
    unitNotEmpty:
      'These units still have members or units below them: {{name}}. Move them to another unit first.',
    unitInFlow: 'The unit is used in an approval flow.',
  },
};
