import { messages } from '@backoffice/domain';
import {
  type NewSecondaryReasonValues,
  type SecondaryReasonRow,
  SecondaryReasonsCatalogScreen,
} from '@backoffice/ui/screens/affiliateConfig';
import { useApi } from '../session/SessionProvider';
import { useMembers, useWrite } from './hooks';

/**
 * /secondary-reasons (ADMIN_PLUS): the catalogue, GET and POST /api/secondary_reasons. A route
 * module for routes/registry.ts: `'/secondary-reasons': () => import('../affiliateConfig/SecondaryReasonsRoute')`.
 */
export function Component() {
  const api = useApi();
  const reasons = useMembers<SecondaryReasonRow>('/api/secondary_reasons');
  const { busy, run } = useWrite();
  return (
    <SecondaryReasonsCatalogScreen
      reasons={reasons.items}
      loading={reasons.loading}
      forbidden={reasons.forbidden}
      error={reasons.failed ? messages.read.secondaryReasons : null}
      onRetry={reasons.retry}
      creating={busy === 'create'}
      onCreate={(values: NewSecondaryReasonValues) =>
        run(
          'create',
          () => api.request('/api/secondary_reasons', { method: 'POST', json: values }),
          { success: messages.success.secondaryReasonCreated, failure: messages.write.createSecondaryReason },
          () => reasons.mutate(),
        )
      }
    />
  );
}
