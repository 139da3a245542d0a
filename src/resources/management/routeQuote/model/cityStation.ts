import { defineResource } from '../../../../schema';
import { countryField, enumOf, label, masterDataFields, text } from '../../../../schema/fields';

export const STATION_KINDS = [
  { value: 'airport', label: label('Airport', '机场') },
  { value: 'seaport', label: label('Seaport', '港口') },
  { value: 'warehouse', label: label('Warehouse / hub', '仓库 / 集散中心') },
  { value: 'border', label: label('Border crossing', '口岸') },
];

/** City station: a place goods leave from or arrive at (an airport, a port, a hub); a route runs between two. */
export const cityStation = defineResource({
  name: 'city_station',
  api: { base: '/api/v2/city-station' },
  route: '/management/routeQuote/cityStation',
  access: { permissions: ['manage-city-station'] },
  menu: { group: 'management', section: 'routeQuote', order: 2 },
  label: label('City stations', '城市站点'),
  recordLabel: label('City station', '城市站点'),
  fields: masterDataFields({ code: label('Station code', '站点代码'), codeBytes: 10 }, {
    name: text(label('Station name', '站点名称'), { required: true, maxBytes: 100 }),
    city: text(label('City', '城市'), { required: true, maxBytes: 60 }),
    country: countryField({ required: true }),
    kind: enumOf(label('Kind', '类型'), STATION_KINDS, { required: true, defaultValue: 'airport' }),
  }),
  titleField: 'name',
  list: { columns: ['code', 'name', 'city', 'country', 'kind', 'status'], search: ['code', 'name', 'city'], sort: { field: 'code', order: 'ASC' } },
  naturalKey: ['code'],
});
