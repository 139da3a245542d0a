// User, role, permission and field-right administration (issue 4, items 4 to 6), plus each user's own profile.
import type { FeatureRegistrar } from '../../../featureContext';
import { defineServerModule } from '../../types';
import { SPEC_PERMISSIONS } from './catalogue';
import { registerCommonUserRoutes } from './commonUserRoutes';
import { fieldRightsFeature } from './fieldRightRoutes';
import { ensureCatalogue, registerPermissionRoutes } from './permissionRoutes';
import { registerRoleRoutes } from './roleRoutes';
import { registerUserRoutes } from './userRoutes';

export const registerAdmin: FeatureRegistrar = async (app, ctx) => {
  await ensureCatalogue(ctx.db, ctx.resources);
  registerPermissionRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerRoleRoutes(app, ctx);
  registerCommonUserRoutes(app, ctx);
  await fieldRightsFeature(app, ctx);
};

export default defineServerModule({ name: 'system/admin', register: registerAdmin, permissions: SPEC_PERMISSIONS });
