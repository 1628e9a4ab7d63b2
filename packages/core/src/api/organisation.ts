import { nullable, optional } from 'superstruct';
import { RIGHTS, right } from '../http/access';
import { endpoint } from '../http/endpoint';
import { object } from '../validate/own';
import { requiredString } from '../validate/structs';
import { flag, idField, text } from './fields';
import { resource } from './resource';

/** The deepest a unit tree may go: a move that would make it deeper is refused. */
export const UNIT_DEPTH_MAX = 20;

export interface Unit {
  id: number;
  name: string;
  idParent: number | null;
  parentName: string | null;
  idManager: number | null;
  managerName: string | null;
  /** Members filed directly in the unit. */
  members: number;
  /** Units directly below it. */
  children: number;
  /** Its managers may see the statistical reports of other units too. */
  canViewOtherReports: boolean;
  /** Members joining it wait for approval. */
  requiresCensorship: boolean;
  createdAt: string;
}

/** A unit in the whole tree, as the tree view and the unit pickers show it. */
export interface UnitNode {
  id: number;
  name: string;
  idParent: number | null;
  managerName: string | null;
  members: number;
}

const unitFields = {
  name: requiredString(200),
  idParent: optional(nullable(idField())),
  idManager: optional(nullable(idField())),
  canViewOtherReports: optional(flag()),
  requiresCensorship: optional(flag()),
};

export const unitPayload = object(unitFields);

const unitResource = resource<Unit, Unit>()('/Lms/Unit', {
  fields: unitFields,
  filters: { idParent: optional(idField()) },
  read: 'admin',
  write: right(RIGHTS.organisation),
});

/**
 * Organisational units. A manager who holds no organisation right sees her units and their subtrees only.
 * Delete refuses a unit that still has members or units below it.
 */
export const unit = {
  ...unitResource,
  /** Every unit the caller may see, flat, each with its superior unit. */
  tree: endpoint<UnitNode[]>()({
    method: 'GET',
    path: '/Lms/Unit/Tree',
    payload: object({}),
    access: 'admin',
  }),
  /** Moves a unit with its whole subtree under another unit (or to the top); never under itself. */
  move: endpoint<Unit>()({
    method: 'PUT',
    path: '/Lms/Unit/Move',
    payload: object({ id: idField(), idParent: nullable(idField()) }),
    access: right(RIGHTS.organisation),
  }),
};

export interface Position {
  id: number;
  name: string;
  description: string;
  positionGroup: string;
  /** Members holding it. */
  members: number;
  createdAt: string;
}

const positionFields = {
  name: requiredString(200),
  description: optional(text(2000)),
  positionGroup: optional(text(200)),
};

export const positionPayload = object(positionFields);

/** Job positions members hold, each in a position group. */
export const position = resource<Position, Position>()('/Lms/Position', {
  fields: positionFields,
  read: 'admin',
  write: right(RIGHTS.organisation),
});

export interface MemberGroup {
  id: number;
  name: string;
  description: string;
  members: number;
  createdAt: string;
}

const memberGroupFields = {
  name: requiredString(200),
  description: optional(text(2000)),
};

export const memberGroupPayload = object(memberGroupFields);

/** Groups of members across units (a training cohort, a project team). */
export const memberGroup = resource<MemberGroup, MemberGroup>()('/Lms/MemberGroup', {
  fields: memberGroupFields,
  read: 'admin',
  write: right(RIGHTS.organisation),
});
