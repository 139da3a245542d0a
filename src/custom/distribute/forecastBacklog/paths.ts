// The forecast detail's two addresses: /forecasts/detail/{id} under /forecasts' rule (every family), and
// /distribute/{segment}/backlog/forecast/{id} under the family's backlog rule (that family's forecasts).
import { FAMILY_SPECS, type Family } from '../../../resources/distribute/forecast/model/wire';

export const familyForecastPath = (family: Family, id: number | string) => `/distribute/${FAMILY_SPECS[family].segment}/backlog/forecast/${id}`;

/** The family a detail address belongs to (undefined: /forecasts/detail, every family). */
export function detailFamilyOf(pathname: string): Family | undefined {
  const m = /^\/distribute\/(NonCF|CF|NonTI)\/backlog\/forecast\//.exec(pathname);
  return m ? (Object.keys(FAMILY_SPECS) as Family[]).find((f) => FAMILY_SPECS[f].segment === m[1]) : undefined;
}
