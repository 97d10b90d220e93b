import { messages } from '@backoffice/domain';
import type { BodyOf } from '@backoffice/domain/contract';
import {
  type NewSecondaryReasonValues,
  SecondaryReasonsCatalogScreen,
} from '@backoffice/ui/screens/affiliateConfig';
import { membersOf, readKey, useRouteRead, useWrite } from '../resources';
import { sectionLoadOf } from './sectionLoad';

const CATALOGUE = readKey('GET /api/secondary_reasons');

/**
 * /secondary-reasons (ADMIN_PLUS): the catalogue, GET and POST /api/secondary_reasons. A route
 * module for routes/registry.ts: `'/secondary-reasons': () => import('../affiliateConfig/SecondaryReasonsRoute')`.
 */
export function Component() {
  const reasons = useRouteRead('GET /api/secondary_reasons', {});
  const shown = reasons.data !== undefined;
  const write = useWrite();
  return (
    <SecondaryReasonsCatalogScreen
      reasons={shown ? membersOf(reasons.data) : undefined}
      {...sectionLoadOf(reasons, messages.read.secondaryReasons)}
      creating={write.busy === 'create'}
      onCreate={(values: NewSecondaryReasonValues) =>
        write.call(
          'POST /api/secondary_reasons',
          // The form's select offers the domain's purposes only; the API checks the body again.
          { body: values as BodyOf<'POST /api/secondary_reasons'> },
          {
            target: 'create',
            success: messages.success.secondaryReasonCreated,
            failure: messages.write.createSecondaryReason,
            revalidate: [CATALOGUE],
          },
        )
      }
    />
  );
}
