import { SecuritizationPage } from './SecuritizationPage';

/** /it-tools/destitulizar-creditos (loans §6 IT tools: ADMIN). */
export function Component() {
  return <SecuritizationPage move="destitulizar" />;
}
