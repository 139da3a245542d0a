// Basic data: the master data of the basic area.
// Menu places of this area (src/schema/menuPlaces.ts): each declared here only, found by folder.
import { defineAreaMenu } from '../../schema/menuPlaces';
import { label } from '../../schema/fields';

export default defineAreaMenu({
  groups: {
    basic: { order: 10, label: label('Basic data', '基础数据') },
  },
  sections: {
    customer: { order: 10, label: label('Customer', '客户') },
    hr: { order: 20, label: label('HR', '人事') },
    company: { order: 30, label: label('Company', '公司') },
    sloc: { order: 40, label: label('SLOC', '库位') },
  },
});
