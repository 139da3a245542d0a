// User, role and permission administration (issue 4, items 4 and 5), plus each user's own profile.
import type { FeatureRegistrar } from '../features';
import { registerCommonUserRoutes } from './commonUserRoutes';
import { ensureCatalogue, registerPermissionRoutes } from './permissionRoutes';
import { registerRoleRoutes } from './roleRoutes';
import { registerUserRoutes } from './userRoutes';

export const registerAdmin: FeatureRegistrar = async (app, ctx) => {
  await ensureCatalogue(ctx.db);
  registerPermissionRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerRoleRoutes(app, ctx);
  registerCommonUserRoutes(app, ctx);
};
