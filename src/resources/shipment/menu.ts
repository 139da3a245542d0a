// Shipment, its sub-menus (also under My: orders, ASN) and the ASN report's group.
// Menu places of this area (src/schema/menuPlaces.ts): each declared here only, found by folder.
import { defineAreaMenu } from '../../schema/menuPlaces';
import { label } from '../../schema/fields';

export default defineAreaMenu({
  groups: {
    shipment: { order: 30, label: label('Shipment', '出货') },
    reportManagement: { order: 110, label: label('Report management', '报表管理') },
  },
  sections: {
    returnGoods: { order: 110, label: label('Returns', '退货') },
    bangtaiInventory: { order: 120, label: label('Bangtai inventory', '邦泰库存') },
    writeOff: { order: 130, label: label('Write-off', '核销') },
    ship: { order: 140, label: label('Shipping', '发货') },
    sapPurchaseManagement: { order: 150, label: label('SAP purchases', 'SAP 采购') },
    pdclist: { order: 160, label: label('PDC', 'PDC') },
    order: { order: 170, label: label('Orders', '订单') },
    directFile: { order: 180, label: label('Direct files', '直发文件') },
    asnReport: { order: 310, label: label('ASN report', 'ASN 报表') },
    asn: { order: 470, label: label('ASN', 'ASN') },
  },
});
