// Management, and the material screens' own groups (material query, report analysis).
// Menu places of this area (src/schema/menuPlaces.ts): each declared here only, found by folder.
import { defineAreaMenu } from '../../schema/menuPlaces';
import { label } from '../../schema/fields';

export default defineAreaMenu({
  groups: {
    management: { order: 20, label: label('Management', '管理') },
    reportAnalysis: { order: 60, label: label('Report analysis', '报表分析') },
    materialQuery: { order: 80, label: label('Material query', '物料查询') },
    am: { order: 105, label: label('AM', '客户经理') },
  },
  sections: {
    material: { order: 50, label: label('Material', '物料') },
    inventories: { order: 60, label: label('Inventory', '库存') },
    routeQuote: { order: 70, label: label('Routes and quotes', '路线与报价') },
    leadTime: { order: 80, label: label('Lead time', '交期') },
    vmi: { order: 90, label: label('VMI', 'VMI') },
    price: { order: 100, label: label('Price', '价格') },
    designIn: { order: 110, label: label('Design-in', '设计导入') },
    reconciliation: { order: 200, label: label('Reconciliation', '对账') },
  },
});
