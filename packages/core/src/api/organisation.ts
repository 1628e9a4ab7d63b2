import { enums, nullable, optional } from 'superstruct';
import { RIGHTS, right } from '../http/access';
import { endpoint, type Paged } from '../http/endpoint';
import { object } from '../validate/own';
import { blankOr, email, phone, requiredString } from '../validate/structs';
import { flag, idField, listQuery, text } from './fields';
import { byId, byIds, resource } from './resource';

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

/** A member's censorship: waiting, approved, or approval cancelled (with a note saying why). */
export const CENSORSHIPS = ['pending', 'approved', 'cancelled'] as const;
export type Censorship = (typeof CENSORSHIPS)[number];
export const MEMBER_STATUSES = ['active', 'inactive'] as const;

export interface Member {
  id: number;
  fullName: string;
  username: string;
  email: string | null;
  phone: string | null;
  status: 'active' | 'inactive';
  idUnit: number | null;
  unitName: string | null;
  idPosition: number | null;
  positionName: string | null;
  positionGroup: string | null;
  idMemberGroup: number | null;
  memberGroupName: string | null;
  censorship: Censorship;
  censorshipNote: string | null;
  createdAt: string;
}

const memberFields = {
  fullName: requiredString(150),
  username: requiredString(100),
  email: optional(nullable(blankOr(email()))),
  phone: optional(nullable(blankOr(phone()))),
  idUnit: optional(nullable(idField())),
  idPosition: optional(nullable(idField())),
  idMemberGroup: optional(nullable(idField())),
  status: optional(enums(MEMBER_STATUSES)),
};

/** A new member: an account of the school whose password follows the site's policy. */
export const memberAddPayload = object({ ...memberFields, password: requiredString(200) });
/** An edit: a password only when it is being reset. */
export const memberEditPayload = object({ id: idField(), ...memberFields, password: optional(text(200)) });

const memberBase = '/Lms/Member';
const memberRead = 'admin' as const;
const memberWrite = right(RIGHTS.organisation);

/**
 * The school's members: learners placed in units, with a position and a member group. A unit manager without
 * the organisation right sees the members of her units and their subtrees. A member added where moderation
 * is on (the unit asks for censorship, or an approval flow is set for member registration) waits for approval.
 */
export const member = {
  list: endpoint<Paged<Member>>()({
    method: 'GET',
    path: `${memberBase}/List`,
    payload: object({
      ...listQuery,
      /** The unit and every unit below it. */
      idUnit: optional(idField()),
      idPosition: optional(idField()),
      idMemberGroup: optional(idField()),
      status: optional(enums(MEMBER_STATUSES)),
      censorship: optional(enums(CENSORSHIPS)),
    }),
    access: memberRead,
  }),
  get: endpoint<Member>()({ method: 'GET', path: `${memberBase}/Get`, payload: byId(), access: memberRead }),
  add: endpoint<Member>()({
    method: 'POST',
    path: `${memberBase}/Add`,
    payload: memberAddPayload,
    access: memberWrite,
  }),
  edit: endpoint<Member>()({
    method: 'PUT',
    path: `${memberBase}/Edit`,
    payload: memberEditPayload,
    access: memberWrite,
  }),
  delete: endpoint<{ deleted: number }>()({
    method: 'DELETE',
    path: `${memberBase}/Delete`,
    payload: byIds(),
    access: memberWrite,
  }),
  /** Approves a member, or cancels the approval with a note saying why (required then). */
  censor: endpoint<Member>()({
    method: 'PUT',
    path: `${memberBase}/Censor`,
    payload: object({
      id: idField(),
      censorship: enums(['approved', 'cancelled'] as const),
      note: optional(text(1000)),
    }),
    access: memberWrite,
  }),
};
