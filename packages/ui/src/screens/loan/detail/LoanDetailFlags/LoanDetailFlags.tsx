import { messages } from '@backoffice/domain/messages';
import { KeyValueList } from '#patterns/KeyValueList';
import { Section } from '#patterns/Section';
import { YesNo } from '../LoanDetailParts/LoanDetailParts';
import { loanDetailLabels as L } from '../labels';
import type { LoanFlags, Read } from '../types';

/** loans §3 "Flags": the named risk flags first, then whatever other flag the server sends. */
const NAMED = ['t30', 't60', 't90', 'morosity', 'maturity', 'fraud'] as const;

export function FlagList({ flags }: { flags: LoanFlags }) {
  const others = Object.keys(flags.flags)
    .filter((k) => !(NAMED as readonly string[]).includes(k))
    .sort();
  return (
    <KeyValueList
      columns={3}
      items={[
        { term: 'demandaJudicial', value: <YesNo value={flags.demandaJudicial} /> },
        { term: 'visibleRecobro', value: <YesNo value={flags.visibleRecobro} /> },
        { term: 'cancelledByAffiliate', value: <YesNo value={flags.cancelledByAffiliate} /> },
        ...[...NAMED, ...others].map((k) => ({ term: k, value: <YesNo value={flags.flags[k] ?? false} /> })),
      ]}
    />
  );
}

export type LoanDetailFlagsProps = Read<LoanFlags>;

/** Flags (loans §3): demandaJudicial, visibleRecobro, t30, t60, t90, morosity, maturity, fraud and the rest. */
export function LoanDetailFlags({ state, data, onRetry }: LoanDetailFlagsProps) {
  return (
    <Section
      title={L.sections.flags}
      state={state}
      errorMessage={messages.loanDetail.loanFlags}
      empty={state === 'loaded' && !data}
      {...(onRetry ? { onRetry } : {})}
    >
      {data ? <FlagList flags={data} /> : null}
    </Section>
  );
}
