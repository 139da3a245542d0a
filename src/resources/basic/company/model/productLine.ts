import { defineResource } from '../../../../schema';
import { enumOf, label, masterDataFields, reference, text } from '../../../../schema/fields';

/** Product families a product line may cover; materials take their family from their product line. */
export const PRODUCT_CATEGORIES = [
  { value: 'power', label: label('Power management', '电源管理') },
  { value: 'analog', label: label('Analog & mixed signal', '模拟与混合信号') },
  { value: 'interface', label: label('Interface & isolation', '接口与隔离') },
  { value: 'mcu', label: label('MCU & processors', 'MCU 与处理器') },
  { value: 'soc', label: label('SoC & chipsets', 'SoC 与芯片组') },
  { value: 'wireless', label: label('Wireless & RF', '无线与射频') },
  { value: 'memory', label: label('Memory', '存储器') },
  { value: 'fpga', label: label('FPGA & programmable logic', 'FPGA 与可编程逻辑') },
  { value: 'sensor', label: label('Sensors', '传感器') },
  { value: 'discrete', label: label('Discretes & power semiconductors', '分立器件与功率半导体') },
  { value: 'capacitor', label: label('Capacitors', '电容') },
  { value: 'resistor', label: label('Resistors', '电阻') },
  { value: 'inductor', label: label('Inductors & EMI', '电感与 EMI') },
  { value: 'timing', label: label('Crystals & timing', '晶振与时钟') },
  { value: 'protection', label: label('Circuit protection', '电路保护') },
  { value: 'connector', label: label('Connectors', '连接器') },
];

/** Product line: one manufacturer's family of parts, owned by a product manager in a business group. */
export const productLine = defineResource({
  name: 'product_line',
  api: { base: '/api/v2/product-line' },
  route: '/basic/company/productLineManagement',
  // Permission spelled with an underscore, as in the spec.
  access: { permissions: ['manage-product_line'] },
  menu: { group: 'basic', section: 'company', order: 3 },
  label: label('Product lines', '产品线'),
  recordLabel: label('Product line', '产品线'),
  fields: masterDataFields({ code: label('Product line code', '产品线代码') }, {
    name: text(label('Name', '名称'), { required: true, maxBytes: 120 }),
    manufacturer_id: reference(label('Manufacturer', '原厂'), 'manufacturer', { required: true }),
    category: enumOf(label('Category', '品类'), PRODUCT_CATEGORIES, { required: true }),
    bg_id: reference(label('Business group', '事业群'), 'bg', { required: true }),
    product_manager: text(label('Product manager', '产品经理'), { maxBytes: 60 }),
    fae: text(label('Field application engineer', 'FAE'), { maxBytes: 60, listHidden: true }),
  }),
  titleField: 'name',
  list: {
    columns: ['code', 'name', 'manufacturer_id', 'category', 'bg_id', 'product_manager', 'status'],
    search: ['code', 'name', 'product_manager', 'fae'],
    sort: { field: 'code', order: 'ASC' },
  },
  naturalKey: ['code'],
});
