/** The lender change's checks (platform §5). */

import { isBlank, toNumber } from '../internal/number';
import { isKycOk, normalizeCategory } from '../shared/catalogues';
import { LIMITS } from '../shared/limits';
// ---------------------------------------------------------------------------------------------
// Lender change (§5)

export interface LenderInput {
  readonly cantidad: unknown;
  readonly interes: unknown;
  readonly meses: unknown;
  readonly categoria: unknown;
  readonly walletStatusCode: unknown;
  readonly funder?: unknown;
}

export interface LenderChecks {
  readonly checks: {
    readonly cantidad: boolean;
    readonly interes: boolean;
    readonly meses: boolean;
    readonly categoria: boolean;
    readonly kyc: boolean;
  };
  readonly canSubmit: boolean;
}

/**
 * §5: cantidad under 20000, interes under 25, meses above 0, a category set, wallet code 6, 7
 * or 16; submit needs a funder and a category (the other checks are alerts, not blockers).
 */
export function lenderChecks(input: LenderInput | null | undefined): LenderChecks {
  const cantidad = toNumber(input?.cantidad);
  const interes = toNumber(input?.interes);
  const meses = toNumber(input?.meses);
  const categoria = normalizeCategory(input?.categoria) !== null;
  const funder = !isBlank(input?.funder);
  return {
    checks: {
      cantidad: cantidad !== null && cantidad < LIMITS.lenderMaxCantidad,
      interes: interes !== null && interes < LIMITS.lenderMaxInteres,
      meses: meses !== null && meses > 0,
      categoria,
      kyc: isKycOk(input?.walletStatusCode),
    },
    canSubmit: funder && categoria,
  };
}
