/**
 * The external services behind interfaces (issue 14): one simulated implementation each, built
 * together so the app, the tests and the demo switch (`SIMULATE_PROVIDER_FAILURE`) agree.
 */
import { type CallCenterProvider, SimulatedCallCenterProvider } from './callCenter';
import { type IdentityProvider, SimulatedIdentityProvider } from './identity';
import { type OpenBankingProvider, SimulatedOpenBankingProvider } from './openBanking';
import { type SepaProvider, SimulatedSepaProvider } from './sepa';
import { type SignatureProvider, SimulatedSignatureProvider } from './signature';
import type { ProviderName } from './simulated';
import { SimulatedSmsProvider, type SmsProvider } from './sms';
import { SimulatedWalletProvider, type WalletProvider } from './wallet';

export interface Providers {
  wallet: WalletProvider;
  openBanking: OpenBankingProvider;
  sms: SmsProvider;
  sepa: SepaProvider;
  callCenter: CallCenterProvider;
  identity: IdentityProvider;
  signature: SignatureProvider;
}

export interface SimulatedProviders extends Providers {
  wallet: SimulatedWalletProvider;
  openBanking: SimulatedOpenBankingProvider;
  sms: SimulatedSmsProvider;
  sepa: SimulatedSepaProvider;
  callCenter: SimulatedCallCenterProvider;
  identity: SimulatedIdentityProvider;
  signature: SimulatedSignatureProvider;
}

/** Every provider simulated; those named in `failing` fail every call. */
export function simulatedProviders(
  options: { now?: () => number; failing?: readonly ProviderName[] } = {},
): SimulatedProviders {
  const opts = (name: ProviderName) => ({
    ...(options.now ? { now: options.now } : {}),
    failing: options.failing?.includes(name) ?? false,
  });
  return {
    wallet: new SimulatedWalletProvider(opts('wallet')),
    openBanking: new SimulatedOpenBankingProvider(opts('openBanking')),
    sms: new SimulatedSmsProvider(opts('sms')),
    sepa: new SimulatedSepaProvider(opts('sepa')),
    callCenter: new SimulatedCallCenterProvider(opts('callCenter')),
    identity: new SimulatedIdentityProvider(opts('identity')),
    signature: new SimulatedSignatureProvider(opts('signature')),
  };
}
