import { type CallContext, type SimulatedOptions, SimulatedProvider } from './simulated';

/**
 * The document-signature service (loans §7): the IBAN ownership certificate, the signing code sent
 * to the borrower, and the cleaning of the contracts' signature process.
 */
export interface SignatureProvider {
  /** A PDF certifying the loan's IBAN. */
  generateIbanCertificate(
    input: { loanId: number; iban: string | null },
    by?: CallContext,
  ): Promise<{ filename: string; content: Buffer }>;
  /** Cancels the loan's contracts at the signature service. */
  cleanContractsSignature(input: { loanId: number }, by?: CallContext): Promise<{ cancelled: true }>;
  /** A new signing code for the loan's contracts; answers the code's reference (never the code). */
  generateContractsSignatureCode(input: { loanId: number }, by?: CallContext): Promise<{ reference: string }>;
}

export type SignatureOperation =
  | 'generateIbanCertificate'
  | 'cleanContractsSignature'
  | 'generateContractsSignatureCode';

/** A one-page PDF whose text is `line` (enough for a certificate that downloads and opens). */
export function onePagePdf(line: string): Buffer {
  const text = line.replace(/[()\\]/g, '');
  const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export class SimulatedSignatureProvider
  extends SimulatedProvider<SignatureOperation>
  implements SignatureProvider
{
  private counter = 0;

  constructor(options: SimulatedOptions = {}) {
    super('signature', options);
  }

  generateIbanCertificate(input: { loanId: number; iban: string | null }, by?: CallContext) {
    return this.run('generateIbanCertificate', by, `/api/creditos/${input.loanId}`, () => ({
      filename: `certificado-iban-${input.loanId}.pdf`,
      content: onePagePdf(`Certificado de titularidad de la cuenta ${input.iban ?? ''}`),
    }));
  }

  cleanContractsSignature(input: { loanId: number }, by?: CallContext) {
    return this.run('cleanContractsSignature', by, `/api/creditos/${input.loanId}`, () => ({
      cancelled: true as const,
    }));
  }

  generateContractsSignatureCode(input: { loanId: number }, by?: CallContext) {
    return this.run('generateContractsSignatureCode', by, `/api/creditos/${input.loanId}`, () => {
      this.counter += 1;
      return { reference: `SIG-${input.loanId}-${this.counter}` };
    });
  }
}
