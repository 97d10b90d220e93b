import { SecuritizationPage } from './SecuritizationPage';

/** /it-tools/titulizar-creditos (loans §6 IT tools: ADMIN). */
export function Component() {
  return <SecuritizationPage move="titulizar" />;
}
