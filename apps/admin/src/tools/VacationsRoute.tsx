import { VacationsScreen } from '@backoffice/ui/screens';

/** /empleados/vacaciones (platform §2): the placeholder the spec gives the route. */
export function Component() {
  return <VacationsScreen />;
}
