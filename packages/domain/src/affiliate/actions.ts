/**
 * The affiliate's tools (spec platform-and-affiliates.md §7 "Affiliate writes", §8 texts) as
 * admin-action entries. The record they act on is `{ affiliateId, userId }`: wallet and KYC act
 * on the affiliate's administrator user.
 */

import { type AdminAction, moneyMovement } from '../shared/actions';
import { messages } from '../shared/messages';

const AFFILIATE = { id: 'affiliateId' } as const;
const ADMIN_USER = { id: 'userId' } as const;

const GROUP = { affiliate: 'Afiliado', wallet: 'Wallet y KYC', money: 'Movimientos de dinero' } as const;

export type AffiliateActionId =
  | 'calculateScore'
  | 'registerWallet'
  | 'cleanKyc'
  | 'collaborationContract'
  | 'enableCollections'
  | 'mp2p'
  | 'moneyOut';

const cleanKyc: AdminAction<'cleanKyc'> = {
  id: 'cleanKyc',
  route: 'PUT /api/tools/cleanKYC/:id',
  params: ADMIN_USER,
  caption: 'Limpiar KYC',
  group: GROUP.wallet,
  // Issue 12: the wallet and KYC writes ask first, like documents and cancellations.
  confirm: { question: '¿Está seguro de limpiar el KYC del afiliado? Tendrá que volver a validarse.' },
  successMessage: messages.success.kycCleaned,
  errorMessage: messages.write.cleanKyc,
};

/** §2, §7: the money tools (moneyMovement) move money to or from the affiliate. */
function moneyAction(id: 'mp2p' | 'moneyOut', route: AdminAction['route']): AdminAction<typeof id> {
  return {
    id,
    route,
    group: GROUP.money,
    ...moneyMovement(id),
    body: (p, record) => ({
      amount: p.amount,
      msg: p.msg,
      afiliado: `/api/afiliados/${String(record.affiliateId)}`,
    }),
  };
}

/** In the order the tools tab lists them: affiliate actions, wallet and KYC, money movements. */
export const AFFILIATE_ACTIONS: readonly AdminAction<AffiliateActionId>[] = [
  {
    id: 'calculateScore',
    route: 'PUT /api/tools/microadmin/analizePDV/:id',
    params: AFFILIATE,
    caption: 'Calcular score',
    group: GROUP.affiliate,
    confirm: false,
    successMessage: messages.success.scoreCalculated,
    errorMessage: messages.write.calculateScore,
  },
  {
    id: 'collaborationContract',
    route: 'PUT /api/tools/plataformaAgent/generateCollaborationContract/:id',
    params: AFFILIATE,
    caption: 'Generar contrato de colaboración',
    group: GROUP.affiliate,
    confirm: false,
    successMessage: messages.success.contractGenerated,
    errorMessage: messages.write.generateContract,
  },
  {
    id: 'enableCollections',
    route: 'PUT /api/tools/enablePlataformaCobros/:id',
    params: AFFILIATE,
    caption: 'Habilitar plataforma de cobros',
    group: GROUP.affiliate,
    confirm: false,
    successMessage: messages.success.collectionsEnabled,
    errorMessage: messages.write.enableCollections,
  },
  {
    id: 'registerWallet',
    route: 'PUT /api/tools/registerWalletLW/:id',
    params: ADMIN_USER,
    caption: 'Registrar wallet en LW',
    group: GROUP.wallet,
    confirm: { question: '¿Está seguro de registrar el wallet del afiliado en LW?' },
    successMessage: messages.success.walletRegistered,
    errorMessage: messages.write.registerWallet,
    // §8: a 500 whose body starts with code 152 cleans the KYC automatically.
    cleanKycOn152: cleanKyc,
  },
  cleanKyc,
  moneyAction('mp2p', 'POST /api/tools/admin/moneyP2P'),
  moneyAction('moneyOut', 'POST /api/tools/admin/moneyOut'),
];

/** One entry by id (the stories and the palette name them). */
export function affiliateAction(id: AffiliateActionId): AdminAction<AffiliateActionId> {
  const entry = AFFILIATE_ACTIONS.find((a) => a.id === id);
  if (!entry) throw new Error(`unknown affiliate action ${id}`);
  return entry;
}
