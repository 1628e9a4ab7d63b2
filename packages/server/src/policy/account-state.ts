import { APPROVE_STATUS } from '@saola/core/constants';
import type { TranslationKey } from '@saola/core/i18n';
import type { RequestContext } from '../http/context';
import { badRequest, fieldError, type HttpError } from '../http/errors';
import type { ScopedDb } from '../http/scoped';

/**
 * An account's state machine. An account's state is held by two columns (`status`, `censorship`) and, for a
 * registration under moderation, by an open request in the member approval flow; every path that writes one
 * of them asks here first: the student form (`/Lms/Student/Add|Edit`, retail students too), the member form
 * and its censorship (`/Lms/Member/Add|Edit|Censor`), the flow's final decision (organisation/
 * approval-machine), sign-up and phone verification (account/account), account imports (jobs/import-kinds),
 * the staff and observer forms (staff/teachers, monitor). Sign-in and sign-in links ask `signInRefusal`.
 *
 * Why one home: each of those paths once carried its own copy of "a waiting member is not activated by a
 * form", and the student form had none — a teacher with the `student` right activated a member still at step 1
 * of a flow, who then signed in. Here a transition is allowed only when it is named below; every other one is
 * refused with a localized reason. The lock after wrong sign-ins is not a state: it expires by itself and
 * never touches these columns.
 */

export type AccountStatus = 'active' | 'inactive';
export type Censorship = 'pending' | 'approved' | 'cancelled';

/** What the row says, and whether an approval flow holds the registration (then only its approvers decide). */
export type AccountRow = { status: AccountStatus; censorship: Censorship; censorshipNote?: string | null };
export type Current = AccountRow & { inFlow: boolean };

/** The four states an account can be in. */
export type AccountState = 'active' | 'inactive' | 'waiting' | 'refused';

export function stateOf(row: Pick<AccountRow, 'status' | 'censorship'>): AccountState {
  if (row.censorship === 'pending') return 'waiting';
  if (row.censorship === 'cancelled') return 'refused';
  return row.status === 'active' ? 'active' : 'inactive';
}

/** Who asks for the change, and what she asks. */
export type Change =
  /** A form or an import run by staff (owner, or a teacher with the account's right): a status. */
  | { by: 'staff'; status: AccountStatus }
  /** A censorship decided by hand in the member list (no flow holds the registration). */
  | { by: 'censor'; decision: 'approved' | 'cancelled'; note: string }
  /** The final decision of the member approval flow (its last step approved, or any step rejected). */
  | { by: 'flow'; approved: boolean; reason: string | null }
  /** The school's moderation taking a new account (a sign-up, an add, an import) into the wait. */
  | { by: 'moderation' }
  /** The account's holder proving her phone after signing up. */
  | { by: 'holder'; proof: 'phone' };

type By = Change['by'];

/**
 * The named transitions. `inFlow` says whether the transition applies while a flow holds the registration
 * (true), only when none does (false), or either way (undefined).
 */
export const TRANSITIONS = [
  { name: 'activate', from: 'inactive', to: 'active', by: 'staff' },
  { name: 'deactivate', from: 'active', to: 'inactive', by: 'staff' },
  { name: 'verifyPhone', from: 'inactive', to: 'active', by: 'holder' },
  { name: 'awaitActive', from: 'active', to: 'waiting', by: 'moderation' },
  { name: 'awaitInactive', from: 'inactive', to: 'waiting', by: 'moderation' },
  // The flow's own decision: its request is closed by the time the account moves.
  { name: 'approveInFlow', from: 'waiting', to: 'active', by: 'flow' },
  { name: 'refuseInFlow', from: 'waiting', to: 'refused', by: 'flow' },
  { name: 'approve', from: 'waiting', to: 'active', by: 'censor', inFlow: false },
  { name: 'refuse', from: 'waiting', to: 'refused', by: 'censor', inFlow: false },
  { name: 'readmit', from: 'refused', to: 'active', by: 'censor', inFlow: false },
  { name: 'restateRefusal', from: 'refused', to: 'refused', by: 'censor', inFlow: false },
  { name: 'reapprove', from: 'active', to: 'active', by: 'censor', inFlow: false },
  { name: 'approveInactive', from: 'inactive', to: 'active', by: 'censor', inFlow: false },
  { name: 'withdrawApproval', from: 'active', to: 'refused', by: 'censor', inFlow: false },
  { name: 'withdrawInactive', from: 'inactive', to: 'refused', by: 'censor', inFlow: false },
] as const satisfies ReadonlyArray<{
  name: string;
  from: AccountState;
  to: AccountState;
  by: By;
  inFlow?: boolean;
}>;

export type TransitionName = (typeof TRANSITIONS)[number]['name'] | 'unchanged';

/** Why a change is refused, as the key the caller is told. */
export type RefusalKey = Extract<
  TranslationKey,
  | 'accountState.awaitingApproval'
  | 'accountState.refusedRegistration'
  | 'accountState.notAllowed'
  | 'orgError.decidedInFlow'
>;

export type Decision =
  | { allowed: true; transition: TransitionName; row: Required<AccountRow> }
  | { allowed: false; refusal: RefusalKey };

/** Where the change asks to go: the state and the row that holds it. */
function target(current: Current, change: Change): { to: AccountState; row: Required<AccountRow> } {
  const note = current.censorshipNote ?? null;
  switch (change.by) {
    case 'staff':
      return {
        to: change.status,
        row: { status: change.status, censorship: current.censorship, censorshipNote: note },
      };
    case 'censor':
    case 'flow': {
      const approved = change.by === 'flow' ? change.approved : change.decision === 'approved';
      const reason = change.by === 'flow' ? change.reason : change.note;
      return approved
        ? { to: 'active', row: { status: 'active', censorship: 'approved', censorshipNote: null } }
        : {
            to: 'refused',
            row: { status: 'inactive', censorship: 'cancelled', censorshipNote: reason || null },
          };
    }
    case 'moderation':
      return { to: 'waiting', row: { status: 'inactive', censorship: 'pending', censorshipNote: null } };
    case 'holder':
      return {
        to: 'active',
        row: { status: 'active', censorship: current.censorship, censorshipNote: note },
      };
  }
}

/**
 * The state an account moves to when `change` is asked of it, or why not. A form re-sending the status an
 * account already has changes nothing and is allowed (a waiting member's other fields stay editable).
 */
export function nextAccountState(current: Current, change: Change): Decision {
  const from = stateOf(current);
  if (change.by === 'staff' && change.status === current.status)
    return {
      allowed: true,
      transition: 'unchanged',
      row: {
        status: current.status,
        censorship: current.censorship,
        censorshipNote: current.censorshipNote ?? null,
      },
    };
  const { to, row } = target(current, change);
  const named = TRANSITIONS.find(
    (t) =>
      t.from === from &&
      t.to === to &&
      t.by === change.by &&
      (!('inFlow' in t) || t.inFlow === current.inFlow),
  );
  if (named) return { allowed: true, transition: named.name, row };
  if (current.inFlow && (change.by === 'censor' || change.by === 'staff'))
    return refused('orgError.decidedInFlow');
  if (from === 'waiting') return refused('accountState.awaitingApproval');
  if (from === 'refused') return refused('accountState.refusedRegistration');
  return refused('accountState.notAllowed');
}

const refused = (refusal: RefusalKey): Decision => ({ allowed: false, refusal });

/** Whether an approval flow holds this account's registration. */
export async function inMemberFlow(db: ScopedDb, idUser: number): Promise<boolean> {
  return !!(await db
    .select('approvalRequests')
    .where('kind', '=', 'member')
    .where('idTarget', '=', idUser)
    .where('status', '=', APPROVE_STATUS.PENDING)
    .select('id')
    .executeTakeFirst());
}

/** An account's current state as the machine reads it, or undefined when there is no such account. */
export async function currentState(db: ScopedDb, idUser: number): Promise<Current | undefined> {
  const row = await db
    .select('users')
    .where('id', '=', idUser)
    .select(['status', 'censorship', 'censorshipNote'])
    .executeTakeFirst();
  return row && { ...row, inFlow: await inMemberFlow(db, idUser) };
}

/**
 * Moves an account through the machine inside the caller's transaction: the row is read under a lock (two
 * decisions at once see each other), the change checked, the new state written. Throws the localized refusal
 * (a field error under the form's field when a form asked). Answers the transition taken and the row
 * before it, or undefined for an account that is not there.
 */
export async function moveAccount(
  tx: ScopedDb,
  idUser: number,
  change: Change,
  form?: FormField,
): Promise<{ transition: TransitionName; before: Current; row: Required<AccountRow> } | undefined> {
  const locked = await tx
    .select('users')
    .where('id', '=', idUser)
    .select(['status', 'censorship', 'censorshipNote'])
    .forUpdate()
    .executeTakeFirst();
  if (!locked) return undefined;
  const before = { ...locked, inFlow: await inMemberFlow(tx, idUser) };
  const decision = nextAccountState(before, change);
  if (!decision.allowed) throw refusalError(decision.refusal, form);
  if (decision.transition !== 'unchanged')
    await tx.update('users').set(decision.row).where('id', '=', idUser).execute();
  return { transition: decision.transition, before, row: decision.row };
}

/** A refusal as the reply the caller sees: under the form's field when one asked, else the request's. */
export function refusalError(refusal: RefusalKey, form?: FormField): HttpError {
  return form ? fieldError(form.field, form.t(refusal)) : badRequest(refusal);
}

/** The form field a refusal is shown under, and the language it is told in. */
export type FormField = { field: string; t: RequestContext<unknown>['t'] };

/**
 * Why an account may not sign in, or null when it may: only an active account (approved, not deactivated)
 * opens a session; a waiting or refused registration is told where it stands (the reason is read only after
 * the holder's own password).
 */
export function signInRefusal(
  row: Pick<AccountRow, 'status' | 'censorship' | 'censorshipNote'>,
): { key: TranslationKey; params?: { reason: string } } | null {
  switch (stateOf(row)) {
    case 'active':
      return null;
    case 'waiting':
      return { key: 'auth.awaitingApproval' };
    case 'refused':
      return row.censorshipNote
        ? { key: 'auth.registrationRefusedBecause', params: { reason: row.censorshipNote } }
        : { key: 'auth.registrationRefused' };
    case 'inactive':
      return { key: 'auth.accountInactive' };
  }
}
