// The quote's page: the generic show with its charges under the fields.
import { useTranslate } from 'react-admin';
import { ResourceShow } from '../../../views/ResourceShow';
import { LinesTable } from '../../shipment/rma/LinesTable';
import { routeQuote } from './model/routeQuote';

export default function RouteQuoteShow() {
  const translate = useTranslate();
  return (
    <ResourceShow>
      <LinesTable decl={routeQuote} name="charges" empty={translate('screens.route_quote.no_charges')} />
    </ResourceShow>
  );
}
