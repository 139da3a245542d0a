import { defineResource } from '../../../../schema';
import { boolean, countryField, date, label, masterDataFields, text } from '../../../../schema/fields';

/**
 * Manufacturer: a brand whose parts the distributor sells (TI, Murata ...). `is_franchised` marks the
 * lines the distributor is authorized for (its line card); other brands are bought on the open market.
 * The common lookup GET /api/v2/common/manufacturer reads this list.
 */
export const manufacturer = defineResource({
  name: 'manufacturer',
  api: { base: '/api/v2/manufacturer' },
  route: '/basic/company/manufacturerManagement',
  access: { permissions: ['view-manufacturer-manager', 'manage-manufacturer-manager'] },
  menu: { group: 'basic', section: 'company', order: 1 },
  label: label('Manufacturers', '原厂'),
  recordLabel: label('Manufacturer', '原厂'),
  fields: masterDataFields({ code: label('Manufacturer code', '原厂代码') }, {
    name: text(label('Name', '名称'), { required: true, maxBytes: 120 }),
    short_name: text(label('Short name', '简称'), { maxBytes: 60 }),
    country: countryField(),
    website: text(label('Website', '网站'), { maxBytes: 200, format: 'url', listHidden: true }),
    is_franchised: boolean(label('Authorized line', '授权代理'), {
      defaultValue: false,
      help: label('We are a franchised (authorized) distributor of this manufacturer.', '本公司是该原厂的授权代理商。'),
    }),
    franchised_since: date(label('Authorized since', '授权起始日'), { listHidden: true }),
  }),
  titleField: 'name',
  list: {
    columns: ['code', 'name', 'short_name', 'country', 'is_franchised', 'status', 'updated_at'],
    search: ['code', 'name', 'short_name'],
    sort: { field: 'code', order: 'ASC' },
  },
  naturalKey: ['code'],
});
