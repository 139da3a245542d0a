// The route-amount query's logic: the routes on offer, the asked shipment, and the priced quotes.
import { useEffect, useState } from 'react';
import type { RouteAmountQuote, RouteName } from '../../../contract/logistics';
import { businessToday } from '../../../config';
import { requestJson } from '../../../dataProvider/http';

const unwrap = <T,>(body: unknown) => (body as { data: T }).data;

export function useRouteAmountController() {
  const [routes, setRoutes] = useState<RouteName[]>([]);
  const [route, setRoute] = useState('');
  const [weight, setWeight] = useState('');
  const [volume, setVolume] = useState('');
  const [date, setDate] = useState(businessToday);
  const [quotes, setQuotes] = useState<RouteAmountQuote[] | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    requestJson('/api/v2/route/name', { query: { date } })
      .then((b) => setRoutes(unwrap<RouteName[]>(b)))
      .catch((e: Error) => setError(e.message));
  }, [date]);

  async function run() {
    const picked = routes.find((r) => `${r.origin_station_id}-${r.destination_station_id}` === route);
    if (!picked) return;
    setBusy(true);
    setError(undefined);
    try {
      const query = { origin_station_id: String(picked.origin_station_id), destination_station_id: String(picked.destination_station_id), weight: weight || '0', volume: volume || '0', date };
      setQuotes(unwrap<{ list: RouteAmountQuote[] }>(await requestJson('/api/v2/route/express', { query })).list);
    } catch (e) {
      setQuotes(undefined);
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  return { routes, route, setRoute, weight, setWeight, volume, setVolume, date, setDate, quotes, error, busy, run, canRun: Boolean(route) && Boolean(weight || volume) };
}
