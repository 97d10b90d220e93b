import { ExcelActionsPage } from './ExcelActionsPage';

/** /creditos/herramientas/subir-acciones-excel-gap (loans §6 credit tools: SUPER_ADMIN). */
export function Component() {
  return <ExcelActionsPage kind="gap" />;
}
