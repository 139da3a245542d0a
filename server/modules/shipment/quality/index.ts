import { defineServerModule } from '../../types';
import { registerQualityFileRoutes } from './fileRoutes';
import { seedQuality } from './seed';
import { qualityMigrations } from './tables';

/** Quality certificates' documents and voiding; SAP purchases are declared only (list and the import engine). */
export default defineServerModule({ name: 'shipment/quality', demoGrants: { OP: ['manage-quality-assurance', 'manage-sap-purchase'] }, migrations: qualityMigrations, register: registerQualityFileRoutes, seed: seedQuality });
