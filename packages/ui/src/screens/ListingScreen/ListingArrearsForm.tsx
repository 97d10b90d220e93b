import { messages } from '@backoffice/domain';
import { Form } from 'react-final-form';
import { Button } from '#primitives/Button';
import { FormSelect, FormTextField } from '../../forms';
import { screenLabels } from '../labels';
import { FilterForm } from './ListingScreen.styles';

const L = screenLabels.listings.arrears;

/** The route parameters of /listados/morosidad/{ge}/{morososTresMas}/{tipo}/{producto}. */
export interface ArrearsRouteValues {
  ge: string;
  morososTresMas: string;
  tipo: string;
  producto: string;
}

export interface ListingArrearsFormProps {
  values: ArrearsRouteValues;
  /** Told the values when they make a valid route; the app goes there. */
  onSubmit: (values: ArrearsRouteValues) => void;
}

const days = (v: string) => (/^[0-9]{1,4}$/.test((v ?? '').trim()) ? null : messages.listings.badDays);
const product = (v: string) =>
  /^[A-Za-z0-9]{1,30}$/.test((v ?? '').trim()) ? null : messages.listings.badProduct;

/** loans §2: the general arrears form builds the route of the list it shows. */
export function ListingArrearsForm({ values, onSubmit }: ListingArrearsFormProps) {
  return (
    <Form<ArrearsRouteValues>
      initialValues={values}
      onSubmit={(v) => onSubmit({ ...v, ge: v.ge.trim(), producto: v.producto.trim() })}
    >
      {({ handleSubmit }) => (
        <FilterForm aria-label={L.form} onSubmit={handleSubmit}>
          <FormTextField name="ge" label={L.ge} inputMode="numeric" validate={days} />
          <FormSelect
            name="morososTresMas"
            label={L.threeOrMore}
            options={[
              { value: '0', label: L.no },
              { value: '1', label: L.yes },
            ]}
          />
          <FormSelect
            name="tipo"
            label={L.tipo}
            options={Object.entries(L.types).map(([value, label]) => ({ value, label }))}
          />
          <FormTextField name="producto" label={L.producto} validate={product} />
          <Button type="submit">{L.show}</Button>
        </FilterForm>
      )}
    </Form>
  );
}
