import { record810 } from './record810';
import { record856 } from './record856';
import { record861 } from './record861';

/** The EDI records' history (856 ship notices, 810 invoices, 861 receiving advices), after the ASNs they match. */
export const ediRecordResources = [record856, record810, record861];
export { record810, record856, record861 };
