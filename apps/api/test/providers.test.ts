import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { simulatedProviders } from '../src/providers/index';
import { sepaDayNextMonth, twoBusinessDaysAfter } from '../src/providers/sepa';
import {
  failingProvidersFrom,
  PROVIDER_NAMES,
  ProviderError,
  type ProviderName,
} from '../src/providers/simulated';
import { WalletProviderError } from '../src/providers/wallet';

/** Issue 14: every provider behind an interface, simulated, logged and able to fail on demand. */
describe('simulated providers', () => {
  const NOW = Date.UTC(2026, 10, 20, 9, 30); // a Friday
  const make = (failing: ProviderName[] = []) => simulatedProviders({ now: () => NOW, failing });
  const by = { userId: 7 };

  it('logs each call with its date, user, operation, target and result', async () => {
    const p = make();
    await p.wallet.registerIban({ id: 3, iban: 'ES9121000418450200051332' }, by);
    p.wallet.failNext('setWalletStatus', 500);
    await expect(p.wallet.setWalletStatus({ id: 3, walletStatusCode: 10 }, by)).rejects.toThrow();
    expect(p.wallet.calls).toEqual([
      {
        at: '2026-11-20T09:30:00.000Z',
        userId: 7,
        operation: 'registerIban',
        target: '/api/users/3',
        result: 'ok',
      },
      {
        at: '2026-11-20T09:30:00.000Z',
        userId: 7,
        operation: 'setWalletStatus',
        target: '/api/users/3',
        result: 'error',
        code: 500,
      },
    ]);
  });

  it('failNext fails only the next call of that operation, with the code asked for', async () => {
    const p = make();
    p.sms.failNext('sendVTFSMS');
    // Another operation of the same provider is not affected.
    await expect(p.sms.sendCovid19SMS({ loanId: 1, phone: '600000000' })).resolves.toEqual({
      messageId: 'SMS-1',
    });
    const err = await p.sms.sendVTFSMS({ loanId: 1, phone: '600000000' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ provider: 'sms', operation: 'sendVTFSMS', code: 503 });
    await expect(p.sms.sendVTFSMS({ loanId: 1, phone: '600000000' })).resolves.toEqual({
      messageId: 'SMS-2',
    });
    expect(p.sms.sent.map((s) => s.template)).toEqual(['COVID19', 'VTF']);
  });

  it('the wallet keeps its LW error type: code 152 reads as the KYC to clean', async () => {
    const p = make();
    p.wallet.failNext('registerWallet', 152);
    const err = await p.wallet.registerWallet({ id: 1, email: 'a@b.c' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WalletProviderError);
    expect(err).toMatchObject({ code: 152, message: '152: KYC pendiente de limpieza' });
  });

  it('a failing provider (the demo switch) fails every call until switched off; the others work', async () => {
    const p = make(['sepa', 'callCenter']);
    const input = { loanId: 4, installmentId: 9, amount: 120.5, sepaDay: 5 };
    await expect(p.sepa.sendSEPANextMonth(input)).rejects.toMatchObject({ provider: 'sepa', code: 503 });
    await expect(p.sepa.sendSEPANextTwoDays(input)).rejects.toBeInstanceOf(ProviderError);
    await expect(p.callCenter.addContact({ loanId: 4, name: 'X', phone: null })).rejects.toBeInstanceOf(
      ProviderError,
    );
    await expect(p.sms.sendVTFSMS({ loanId: 4, phone: '600' })).resolves.toBeDefined();
    p.sepa.setFailing(false);
    await expect(p.sepa.sendSEPANextMonth(input)).resolves.toEqual({
      remittanceId: 'SEPA-1',
      chargeDate: '2026-12-05',
    });
  });

  it('SEPA dates: the SEPA day of next month, or two business days ahead (weekends skipped)', () => {
    expect(sepaDayNextMonth(new Date(NOW), null).toISOString().slice(0, 10)).toBe('2026-12-01');
    expect(
      sepaDayNextMonth(new Date(Date.UTC(2026, 11, 31)), 31)
        .toISOString()
        .slice(0, 10),
    ).toBe('2027-01-28');
    // Friday → Tuesday; Wednesday → Friday.
    expect(twoBusinessDaysAfter(new Date(NOW)).toISOString().slice(0, 10)).toBe('2026-11-24');
    expect(
      twoBusinessDaysAfter(new Date(Date.UTC(2026, 10, 18)))
        .toISOString()
        .slice(0, 10),
    ).toBe('2026-11-20');
  });

  it('open banking, identity, call centre and signature answer deterministically', async () => {
    const p = make();
    await expect(p.openBanking.processAfterbanks({ loanId: 5 })).resolves.toEqual({
      reference: 'AFB-5-1',
      estado: 'OK',
    });
    await expect(p.openBanking.verifyMainOnlineBankInfo({ loanId: 5 })).resolves.toEqual({ estado: 'OK' });
    await expect(p.identity.validateDni({ userId: 1, dni: '12345678Z' })).resolves.toEqual({ valid: true });
    await expect(p.identity.validateDni({ userId: 1, dni: '12345678A' })).resolves.toEqual({ valid: false });
    await expect(p.identity.validateDni({ userId: 1, dni: null })).resolves.toEqual({ valid: false });
    const first = await p.callCenter.addContact({ loanId: 5, name: 'Ana', phone: '600' });
    await expect(p.callCenter.addContact({ loanId: 5, name: 'Ana', phone: '600' })).resolves.toEqual(first);
    const cert = await p.signature.generateIbanCertificate({ loanId: 5, iban: 'ES91 2100' });
    expect(cert.filename).toBe('certificado-iban-5.pdf');
    expect(cert.content.subarray(0, 5).toString()).toBe('%PDF-');
    // The default failNext of open banking is the affiliate score, as before issue 14.
    p.openBanking.failNext();
    await expect(p.openBanking.scoreAffiliate({ affiliateId: 1, figures: {} })).rejects.toBeInstanceOf(
      ProviderError,
    );
  });

  it('SIMULATE_PROVIDER_FAILURE names providers (or all); an unknown name is a configuration error', () => {
    expect(failingProvidersFrom(undefined)).toEqual([]);
    expect(failingProvidersFrom(' sms, SEPA ,sms')).toEqual(['sms', 'sepa']);
    expect(failingProvidersFrom('all')).toEqual([...PROVIDER_NAMES]);
    expect(() => failingProvidersFrom('sms,fax')).toThrow(/fax/);
    expect(
      loadConfig({ DATA_DIR: '/tmp', JWT_SECRET: 'x'.repeat(40), SIMULATE_PROVIDER_FAILURE: 'wallet' }),
    ).toMatchObject({ failingProviders: ['wallet'] });
    expect(() =>
      loadConfig({ DATA_DIR: '/tmp', JWT_SECRET: 'x'.repeat(40), SIMULATE_PROVIDER_FAILURE: 'fax' }),
    ).toThrow(ConfigError);
  });
});
