/**
 * Business constants of §9 of both documents, in a module of their own so that code needing only
 * them (the session rules, the finder) does not pull the catalogues into a bundle.
 */
export const LIMITS = {
  sessionCutoffMinutes: 60,
  tokenRefreshMinutes: 45,
  /** After a refresh the old token still works this long (reads in flight, other tabs). */
  tokenRefreshGraceSeconds: 120,
  /**
   * After a refresh that failed (the network, or the server finding the token younger than the
   * browser thinks), requests wait this long before asking again; a navigation asks at once.
   */
  tokenRefreshRetrySeconds: 60,
  cookieDays: 365,
  financingPageSize: 100,
  affiliateInvestmentsPageSize: 20,
  investorInvestmentsPageSize: 200,
  paymentMethodsLimit: 1000,
  chunkTimeoutMs: 120_000,
  searchMinChars: 3,
  searchDebounceMs: 600,
  clipboardConfirmMs: 500,
  fullDayHours: 8,
  planMonths: { min: 3, max: 120 },
  planAmount: { min: 300, max: 40_000 },
  planStep: 0.01,
  lenderMaxCantidad: 20_000,
  lenderMaxInteres: 25,
} as const;
