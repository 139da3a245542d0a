// The master-data calls beyond generic CRUD (issue 5) and the common lookups: one registrar for
// server/features.ts.
import type { FeatureRegistrar } from '../features';
import { registerLookupRoutes } from '../lookups/routes';
import { registerInventoryBrandRoutes } from './inventoryBrand';
import { registerMaterialV1Routes } from './material/v1Routes';
import { registerNonLinkedRoutes } from './materialSub/nonLinked';
import { registerQualifiedUploadRoute } from './materialSub/qualifiedUpload';
import { registerPrepaidRoutes } from './prepaid';
import { registerSlocAssignmentRoutes } from './sloc/assignments';
import { registerOrSlocMappingRoute } from './sloc/orMapping';
import { registerVendorRatioRoutes } from './vendorRatio';

export const masterFeature: FeatureRegistrar = async (app, ctx) => {
  registerLookupRoutes(app, ctx);
  await registerMaterialV1Routes(app, ctx);
  registerNonLinkedRoutes(app, ctx);
  registerQualifiedUploadRoute(app, ctx);
  registerSlocAssignmentRoutes(app, ctx);
  registerOrSlocMappingRoute(app, ctx);
  registerPrepaidRoutes(app, ctx);
  registerVendorRatioRoutes(app, ctx);
  registerInventoryBrandRoutes(app, ctx);
};
