import type { FeatureRegistrar } from '../../../featureContext';
import { defineServerModule } from '../../types';
import { registerEdiRecordRoutes } from './routes';
import { seedEdiRecords } from './seed';
import { ediRecordMigrations } from './tables';

const register: FeatureRegistrar = (app, ctx) => registerEdiRecordRoutes(app, ctx);

/** EDI 856 ship notices (sent for shipped ASNs, received), 810 invoices and 861 receiving advices matched to the ASNs, and the EDI inbox. */
export default defineServerModule({
  name: 'analysis/ediRecords',
  // The records match ASNs; control numbers and the outbox are the EDI module's.
  after: ['shipment/asn', 'shipment/edi'],
  register,
  migrations: ediRecordMigrations,
  seed: seedEdiRecords,
  demoGrants: {
    OP: ['view-record856', 'import-856', 'manage-record810', 'import-810', 'manage-861'],
    Manager: ['view-record856', 'view-record810'],
  },
});
