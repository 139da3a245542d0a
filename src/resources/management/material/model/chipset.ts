import { defineResource } from '../../../../schema';
import { enumOf, label, masterDataFields, reference, text } from '../../../../schema/fields';

/**
 * Chipset: a platform sold as a set (SoC plus its companion PMIC, RF and memory) for one application,
 * named by its main chip; the reference design tells customers which parts go with it.
 */
export const chipset = defineResource({
  name: 'chipset',
  api: { base: '/api/v2/material/chipset' },
  route: '/management/material/chipset',
  access: { permissions: ['manage-chipset'] },
  menu: { group: 'management', section: 'material', order: 3 },
  label: label('Chipsets', '芯片组'),
  recordLabel: label('Chipset', '芯片组'),
  fields: masterDataFields({ code: label('Chipset code', '芯片组代码') }, {
    name: text(label('Name', '名称'), { required: true, maxBytes: 120 }),
    manufacturer_id: reference(label('Manufacturer', '原厂'), 'manufacturer', { required: true }),
    main_material_id: reference(label('Main chip MPN', '主芯片料号'), 'material'),
    application: enumOf(
      label('Application', '应用'),
      [
        { value: 'wifi_router', label: label('Wi-Fi router / gateway', 'Wi-Fi 路由器/网关') },
        { value: 'iot', label: label('IoT / smart home', '物联网/智能家居') },
        { value: 'wearable', label: label('Wearables', '可穿戴设备') },
        { value: 'tv_display', label: label('TV & display', '电视与显示') },
        { value: 'automotive', label: label('Automotive cockpit / ADAS', '汽车座舱/ADAS') },
        { value: 'industrial', label: label('Industrial control', '工业控制') },
        { value: 'ethernet', label: label('Ethernet & switching', '以太网与交换') },
      ],
      { required: true },
    ),
    reference_design: text(label('Reference design', '参考设计'), { maxBytes: 200, listHidden: true }),
  }),
  titleField: 'name',
  list: {
    columns: ['code', 'name', 'manufacturer_id', 'main_material_id', 'application', 'status'],
    search: ['code', 'name', 'reference_design'],
    sort: { field: 'code', order: 'ASC' },
  },
  naturalKey: ['code'],
});
