import { AffiliateListPage } from './AffiliateListPage';

/** /afiliados/lista-afiliados: every affiliate the role may see. */
export function Component() {
  return <AffiliateListPage variant="all" />;
}
