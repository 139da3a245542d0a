import { defineResource } from '../../../../schema';
import { boolean, codeField, decimal, label, remarkField, statusField, text } from '../../../../schema/fields';

/** Vendor type: the kind of source (franchised, manufacturer direct, broker ...) and its default ratio. */
export const vendorType = defineResource({
  name: 'vendor_type',
  api: { base: '/api/v2/vendor-type' },
  // The spec's screen /basic/hr/setupRatio shows vendor types and vendor ratios; vendor types take the
  // route itself, vendor ratios an inferred sub-path (see vendorRatio.ts).
  route: '/basic/hr/setupRatio',
  access: {
    permissions: ['manage-vendor-ratio-audit', 'manage-vendor-type'],
    // Ratio auditors see the types (the screen is theirs too) but only manage-vendor-type maintains them.
    write: ['manage-vendor-type'],
  },
  menu: { group: 'basic', section: 'hr', order: 4 },
  label: label('Vendor types', '供应商类型'),
  recordLabel: label('Vendor type', '供应商类型'),
  fields: {
    code: codeField(label('Type code', '类型代码')),
    name: text(label('Name', '名称'), { required: true, maxBytes: 100 }),
    authorized: boolean(label('Authorized channel', '授权渠道'), {
      defaultValue: false,
      help: label('Parts come with manufacturer traceability (franchised or direct).', '货源可追溯至原厂（授权代理或原厂直供）。'),
    }),
    // The ratio a vendor gets without an override of its own: the same right as vendor ratios.
    default_ratio: decimal(label('Default ratio %', '默认比例 %'), { scale: 2, min: 0, max: 100, guarded: 'vendor_ratio.ratio' }),
    description: text(label('Description', '描述'), { maxBytes: 200, listHidden: true }),
    status: statusField(),
    remark: remarkField(),
  },
  titleField: 'name',
  list: { columns: ['code', 'name', 'authorized', 'default_ratio', 'status'], search: ['code', 'name', 'description'], sort: { field: 'code', order: 'ASC' } },
  naturalKey: ['code'],
  importExport: { import: true, export: true },
});
