import type { EnumOption } from '../../../../schema';
import { label } from '../../../../schema/fields';

/** A notice to the 3PL warehouse is pending until the goods move (done) or it is called off. */
export const inboundStatuses: EnumOption[] = [
  { value: 'pending', label: label('Pending', '待入库'), color: 'warning' },
  { value: 'received', label: label('Received', '已入库'), color: 'success' },
  { value: 'cancelled', label: label('Cancelled', '已取消'), color: 'default' },
];

export const outboundStatuses: EnumOption[] = [
  { value: 'pending', label: label('Pending', '待出库'), color: 'warning' },
  { value: 'shipped', label: label('Shipped', '已出库'), color: 'success' },
  { value: 'cancelled', label: label('Cancelled', '已取消'), color: 'default' },
];
