import { defineServerModule } from '../../types';
import { registerNonLinkedRoutes } from './materialSub/nonLinked';
import { registerQualifiedUploadRoute } from './materialSub/qualifiedUpload';
import { registerMaterialV1Routes } from './v1Routes';
import { demoRows } from './demo';

/** Materials' calls beyond CRUD: the v1 material calls, non-linked materials, qualified upload. */
export default defineServerModule({
  name: 'management/material',
  demoRows,
  demoGrants: { OP: ['manage-material', 'manage-materialsub', 'manage-chipset'], Manager: ['view-material'] },
  register: async (app, ctx) => {
    await registerMaterialV1Routes(app, ctx);
    registerNonLinkedRoutes(app, ctx);
    registerQualifiedUploadRoute(app, ctx);
  },
});
