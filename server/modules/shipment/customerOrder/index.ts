import { sql } from 'kysely';
import { APPROVE_BINDING_EFFECT, REFUSE_BINDING_EFFECT } from '../../../../src/resources/shipment/customerOrder/model/orderBinding';
import { registerTransitionEffect } from '../../../records/transitionEffects';
import type { FeatureRegistrar } from '../../../featureContext';
import { defineServerModule } from '../../types';
import { approveBinding, bindingReviewCounter, refuseBinding, registerBindingRoutes } from './binding';
import { ordersFiles, registerFileRoutes } from './files';
import { orderFileMigrations } from './fileStore';
import { registerHistoryImportRoutes } from './historyImport';
import { registerItemRoutes } from './itemRoutes';
import { registerMaterialRoutes } from './materialRoutes';
import { coDecl, coRule } from './orderAccess';
import { registerOrderRoutes } from './orderRoutes';
import { seedOrders } from './seed';
import { orderMigrations } from './tables';

const register: FeatureRegistrar = async (app, ctx) => {
  registerTransitionEffect(APPROVE_BINDING_EFFECT, approveBinding);
  registerTransitionEffect(REFUSE_BINDING_EFFECT, refuseBinding);
  // The list by material reads items by material (line tables are made after module migrations).
  await sql`create index if not exists customer_order_item_material_idx on customer_order_item (material_id)`.execute(ctx.db);
  registerOrderRoutes(app, ctx);
  registerItemRoutes(app, ctx);
  registerBindingRoutes(app, ctx);
  registerMaterialRoutes(app, ctx);
  registerHistoryImportRoutes(app, ctx);
  registerFileRoutes(app, ctx, { prefix: '/api/v2/order', files: ordersFiles, rule: coRule, declOf: coDecl });
};

/** Customer orders: items, locks, forecast binding, shifts to sales orders, binding review, files, history import. */
export default defineServerModule({
  name: 'shipment/customerOrder',
  after: ['shipment/rma'], // its migration moves the orders' files out of the logistics file store
  register,
  migrations: [...orderMigrations, ...orderFileMigrations],
  seed: seedOrders,
  counters: [bindingReviewCounter],
  demoGrants: { OP: ['co-manage', 'my-co', 'import-order'] },
});
