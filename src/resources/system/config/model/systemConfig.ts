import { defineResource } from '../../../../schema';
import { enumOf, label, remarkField, text } from '../../../../schema/fields';

/**
 * System configuration: the settings operators tune without a release (limits, tolerances, mail
 * senders), one row per key. The spec's calls are GET /api/v1/config and PUT /api/v1/config/{id},
 * its screen /system/systemConfig for role OP.
 */
export const systemConfig = defineResource({
  name: 'system_config',
  api: { base: '/api/v1/config' },
  route: '/system/systemConfig',
  access: { permissions: [], roles: ['OP'] },
  menu: { group: 'system', order: 40 },
  label: label('System configuration', '系统配置'),
  recordLabel: label('Configuration item', '配置项'),
  fields: {
    config_key: text(label('Key', '配置键'), {
      required: true,
      unique: true,
      maxBytes: 80,
      pattern: { source: '^[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)*$', message: label('lower-case words joined by dots, e.g. asn.max_lines', '以点分隔的小写单词，例如 asn.max_lines') },
    }),
    category: enumOf(
      label('Category', '类别'),
      [
        { value: 'general', label: label('General', '通用') },
        { value: 'asn', label: label('ASN', 'ASN') },
        { value: 'import', label: label('Import and export', '导入导出') },
        { value: 'price', label: label('Prices', '价格') },
        { value: 'mail', label: label('Mail', '邮件') },
        { value: 'security', label: label('Security', '安全') },
      ],
      { required: true, defaultValue: 'general' },
    ),
    config_value: text(label('Value', '值'), { required: true, maxBytes: 500 }),
    description: text(label('Description', '说明'), { maxBytes: 300 }),
    remark: remarkField(),
  },
  titleField: 'config_key',
  list: {
    columns: ['category', 'config_key', 'config_value', 'description', 'updated_at'],
    search: ['config_key', 'config_value', 'description'],
    sort: { field: 'config_key', order: 'ASC' },
  },
  naturalKey: ['config_key'],
  // Keys are the product's own: operators change values, they do not load new keys from a file.
  importExport: { import: false, export: true },
});
