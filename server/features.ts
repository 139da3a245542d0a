// Server features beside the generic per-declaration routes: the platform's own services, then
// every business module's routes (server/modules/index.ts). Routes of a feature must check the
// same access rule as its screen.
import { apiDocFeature } from './apiDoc/routes';
import { authFeature } from './auth/authFeature';
import { eventsFeature } from './events/routes';
import type { FeatureRegistrar } from './featureContext';
import { mailFeature } from './mail/mailFeature';
import { serverModules } from './modules';
import { registerSnapshotsFeature } from './snapshots/routes';

export type { FeatureContext, FeatureRegistrar } from './featureContext';

const platformFeatures: FeatureRegistrar[] = [authFeature, apiDocFeature, eventsFeature, mailFeature, registerSnapshotsFeature];

export const features: FeatureRegistrar[] = [...serverModules.flatMap((m) => (m.register ? [m.register] : [])), ...platformFeatures];
