import type { FeatureRegistrar } from '../../../featureContext';
import type { FeatureMigration } from '../../../db/featureMigration';
import { defineServerModule } from '../../types';
import { registerDirectRoutes } from './routes';
import { seedDirectFiles } from './seed';

const register: FeatureRegistrar = (app, ctx) => registerDirectRoutes(app, ctx);

// Rows from the import engine or a form start unmatched; sync decides.
const migrations: FeatureMigration[] = [{ name: 'feature direct file: match default', statements: [`alter table direct_file alter column match_status set default 'unmatched'`] }];

/** Direct (drop) shipments: sync with the EDI 850s and the delivery note file. */
export default defineServerModule({ name: 'shipment/directFile', demoGrants: { OP: ['manage-direct-manager'] }, after: ['shipment/edi'], register, migrations, seed: seedDirectFiles });
