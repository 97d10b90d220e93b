/** The open-banking scrape provider (spec §1), used by the affiliate score (analizePDV). */
export interface OpenBankingProvider {
  /** A 0-10 score from the affiliate's financial figures and bank data. */
  scoreAffiliate(input: {
    affiliateId: number;
    figures: Record<string, number | null>;
  }): Promise<{ score: number }>;
}

/** Deterministic scoring from the opportunity figures; `failNext()` makes the next call throw. */
export class SimulatedOpenBankingProvider implements OpenBankingProvider {
  private fail = false;

  failNext(): void {
    this.fail = true;
  }

  async scoreAffiliate(input: { affiliateId: number; figures: Record<string, number | null> }) {
    if (this.fail) {
      this.fail = false;
      throw new Error('open banking provider unavailable');
    }
    const f = input.figures;
    const ratio = (a: number | null | undefined, b: number | null | undefined) => (a && b ? a / b : 0);
    const liquidity = Math.min(2, ratio(f.activoCorriente, f.pasivoCorriente));
    const margin = Math.max(-1, Math.min(1, ratio(f.beneficio, f.facturacionAnual) * 5));
    const debt = Math.min(1, ratio((f.deudaCorto ?? 0) + (f.deudaLargo ?? 0), f.patrimonioNeto));
    const raw = 5 + liquidity * 1.5 + margin * 2 - debt * 2 + ((input.affiliateId * 7) % 10) / 10;
    return { score: Math.round(Math.max(0, Math.min(10, raw)) * 100) / 100 };
  }
}
