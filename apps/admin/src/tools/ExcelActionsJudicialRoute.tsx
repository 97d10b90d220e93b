import { ExcelActionsPage } from './ExcelActionsPage';

/** /creditos/herramientas/subir-acciones-excel-judicial (loans §6 credit tools: SUPER_ADMIN). */
export function Component() {
  return <ExcelActionsPage kind="judicial" />;
}
