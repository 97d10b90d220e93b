/**
 * Four-eyes (issue 14): the operations a second person must approve, in one table. The API
 * records the first person's request as a pending approval (202) instead of running it; a
 * different user of APPROVER_ROLES approves (the server runs it then) or rejects it. The API's
 * `FOUR_EYES=off` turns the rule off.
 */
import { messages } from './messages';
import { hasAnyRole, type Role, type RolesInput } from './roles';

/**
 * A money out of this many euros or more needs a second person; so does one that takes its
 * wallet's money outs of that Madrid day to this many (the threshold cannot be split into smaller
 * requests).
 */
export const FOUR_EYES_THRESHOLD_EUR = 10_000;

const cents = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? Math.round(n * 100) : 0);

/**
 * Whether a money out of `amount` needs a second person when its wallet already sent (or has
 * waiting) `dayTotal` euros that Madrid day: the request alone, or the day with it, reaches
 * FOUR_EYES_THRESHOLD_EUR.
 */
export function moneyOutNeedsSecondPerson(amount: unknown, dayTotal: unknown = 0): boolean {
  const threshold = FOUR_EYES_THRESHOLD_EUR * 100;
  return cents(amount) >= threshold || cents(dayTotal) + cents(amount) >= threshold;
}

/** Who may see the pending approvals and decide them: ADMIN and every role that includes it. */
export const APPROVER_ROLES: readonly Role[] = ['ROLE_ADMIN'];

export type FourEyesAction = 'moneyOut' | 'resetPayment';

interface FourEyesRule {
  /** Whether this request, with these parameters, must wait for a second person. */
  readonly applies: (params: Readonly<Record<string, unknown>>) => boolean;
  /** How the action is named in the pending list and the audit trail. */
  readonly label: string;
}

export const FOUR_EYES_RULES: Readonly<Record<FourEyesAction, FourEyesRule>> = {
  moneyOut: {
    /** `amount`: the request's; `dayTotal`: the wallet's other money outs of the Madrid day. */
    applies: (p) => typeof p.amount === 'number' && moneyOutNeedsSecondPerson(p.amount, p.dayTotal),
    label: messages.approvals.actions.moneyOut,
  },
  resetPayment: { applies: () => true, label: messages.approvals.actions.resetPayment },
};

export const isFourEyesAction = (action: unknown): action is FourEyesAction =>
  typeof action === 'string' && Object.hasOwn(FOUR_EYES_RULES, action);

/** True when `action` with `params` must be approved by another person before it runs. */
export function needsSecondPerson(action: string, params: Readonly<Record<string, unknown>> = {}): boolean {
  return isFourEyesAction(action) && FOUR_EYES_RULES[action].applies(params);
}

/** Whether a user may list the pending approvals and approve or reject them. */
export const mayDecideApprovals = (roles: RolesInput): boolean =>
  hasAnyRole(typeof roles === 'string' ? roles.split(',') : (roles ?? []), APPROVER_ROLES);

export type ApprovalStatus = 'pending' | 'approved' | 'rejected' | 'failed';
export const APPROVAL_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'failed',
] as const satisfies readonly ApprovalStatus[];

/**
 * Why a user may not decide an approval, or null when they may: only a pending request, and
 * never one's own (the second person must be another person).
 */
export function approvalRefusal(
  approval: { status: string; requestedBy: number },
  userId: number,
): string | null {
  if (approval.status !== 'pending') return messages.approvals.notPending;
  if (approval.requestedBy === userId) return messages.approvals.ownRequest;
  return null;
}

/**
 * Whether an answer is a request left waiting for a second person (the API's 202 `Approval`):
 * the admin shows the pending notice instead of a success.
 */
export function isPendingApproval(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return v['@type'] === 'Approval' && v.status === 'pending';
}
