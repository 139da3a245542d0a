import { defineServerModule } from '../../types';
import { maxoutMigrations } from './tables';

/** Max-out: a view over pre-POs, POs and stock; the declared resource serves its list and export. */
export default defineServerModule({ name: 'shipment/maxout', demoGrants: { OP: ['view-maxout'] }, after: ['shipment/purchaseOrder', 'management/inventories'], migrations: maxoutMigrations });
