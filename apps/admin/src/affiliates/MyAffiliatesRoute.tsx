import { AffiliateListPage } from './AffiliateListPage';

/** /afiliados/afiliados: the user's own affiliates. */
export function Component() {
  return <AffiliateListPage variant="mine" />;
}
