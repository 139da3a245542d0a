// Server features beside the generic per-declaration routes: the platform's own services, then
// every business module's routes (the list server/app.ts hands over). Routes of a feature must check the
// same access rule as its screen.
import { apiDocFeature } from './apiDoc/routes';
import { authFeature } from './auth/authFeature';
import { eventsFeature } from './events/routes';
import type { FeatureRegistrar } from './featureContext';
import { mailFeature } from './mail/mailFeature';
import type { ServerModule } from './serverModule';
import { registerSnapshotsFeature } from './snapshots/routes';

export type { FeatureContext, FeatureRegistrar } from './featureContext';

const platformFeatures: FeatureRegistrar[] = [authFeature, apiDocFeature, eventsFeature, mailFeature, registerSnapshotsFeature];

export const featuresOf = (modules: ServerModule[]): FeatureRegistrar[] => [...modules.flatMap((m) => (m.register ? [m.register] : [])), ...platformFeatures];
