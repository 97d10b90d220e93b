/**
 * The investor detail's actions (issue 15; loans §4 "Investor status is changed through a
 * set-status action", §7 "Same cleanKYC, moneyP2P, moneyOut ... calls as above") as admin-action
 * entries. The record they act on is `{ investorId, userId }`: wallet, KYC and money act on the
 * investor's user. The four-eyes rule over the money threshold is the API's (the approvals issue).
 */

import { type AdminAction, moneyMovement } from '../shared/actions';
import { messages } from '../shared/messages';
import { INVESTOR_STATUSES, type InvestorStatus } from './catalogues';

const INVESTOR = { id: 'investorId' } as const;
const USER = { id: 'userId' } as const;

/** The investor detail's actions panel. */
export const INVESTOR_ACTIONS_TITLE = 'Acciones del inversor';

const GROUP = {
  status: 'Estado del inversor',
  wallet: 'Wallet y KYC',
  money: 'Movimientos de dinero',
} as const;

export type InvestorActionId = `status${InvestorStatus}` | 'cleanKyc' | 'mp2p' | 'moneyOut';

/** One set-status entry per target status (the captions name the status of the catalogue). */
function setStatus(status: InvestorStatus): AdminAction<InvestorActionId> {
  const label = INVESTOR_STATUSES[status].label;
  return {
    id: `status${status}`,
    route: 'PUT /api/inversores/:id/status',
    params: INVESTOR,
    caption: `Cambiar a «${label}»`,
    group: GROUP.status,
    confirm: { question: `¿Está seguro de cambiar el estado del inversor a «${label}»?` },
    successMessage: messages.investor.success.statusChanged,
    errorMessage: messages.investor.errors.setStatus,
    body: () => ({ status }),
  };
}

function moneyAction(id: 'mp2p' | 'moneyOut', route: AdminAction['route']): AdminAction<typeof id> {
  return {
    id,
    route,
    group: GROUP.money,
    ...moneyMovement(id),
    body: (p, record) => ({ amount: p.amount, msg: p.msg, user: `/api/users/${String(record.userId)}` }),
  };
}

/**
 * Why a set-status entry cannot run: the investor already has that status (the API answers such a
 * call unchanged, by the same rule); null for any other entry or status.
 */
export function investorActionRefusal(entry: Pick<AdminAction, 'id'>, current: unknown): string | null {
  const target = entry.id.startsWith('status') ? entry.id.slice('status'.length) : null;
  if (target === null || target !== current || !Object.hasOwn(INVESTOR_STATUSES, target)) return null;
  return messages.investor.alreadyInStatus(INVESTOR_STATUSES[target as InvestorStatus].label);
}

/** In the order the actions panel lists them: status, wallet and KYC, money movements. */
export const INVESTOR_ACTIONS: readonly AdminAction<InvestorActionId>[] = [
  setStatus('ACT'),
  setStatus('INA'),
  setStatus('BLO'),
  setStatus('FRA'),
  setStatus('BAJ'),
  {
    id: 'cleanKyc',
    route: 'PUT /api/tools/cleanKYC/:id',
    params: USER,
    caption: 'Limpiar KYC',
    group: GROUP.wallet,
    confirm: { question: '¿Está seguro de limpiar el KYC del inversor? Tendrá que volver a validarse.' },
    successMessage: messages.success.kycCleaned,
    errorMessage: messages.write.cleanKyc,
  },
  moneyAction('mp2p', 'POST /api/tools/admin/moneyP2P'),
  moneyAction('moneyOut', 'POST /api/tools/admin/moneyOut'),
];
