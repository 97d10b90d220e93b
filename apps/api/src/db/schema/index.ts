/**
 * The database schema, one file per area; everything is re-exported here, so
 * `import … from '../db/schema'` and drizzle-kit (drizzle.config.ts) read it whole.
 */

export {
  accounts,
  affiliates,
  afiliadoSecondaryReasons,
  configuracionAfiliados,
  datosEmpresas,
  insurances,
  linksAfiliados,
  secondaryReasons,
  statusHistory,
  tasks,
} from './affiliates';
export { approvals } from './approvals';
export { loginAttempts, passwordTokens, revokedTokens } from './auth';
export { lawsuitFilings, resetPaymentSnapshots } from './flows';
export { investments, investorPreferences, investors } from './investors';
export {
  amortizations,
  asnefs,
  bankScrapeAccounts,
  bankScrapes,
  bankScrapeTitulars,
  bankScrapeTransactions,
  banks,
  configuracions,
  insResumens,
  installments,
  killers,
  loanBorrowerInfo,
  loanCarInfo,
  loanCounts,
  loanIdInfo,
  loanOperations,
  loans,
  paymentMethods,
  scoreResults,
} from './loans';
export { cancellationOperations, moneyOperations, provisionFundMovements, transfers, wallets } from './money';
export { providerCalls } from './providerCalls';
export { comments, documents, workedDays } from './records';
export { auditLog, cacheVersions, clientLogs, meta, reports } from './system';
export { excelActionFiles, loanExcelActions } from './tools';
export { salesAgents, userLogins, users } from './users';
