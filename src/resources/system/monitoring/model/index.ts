export { monitoringFunction } from './monitoringFunction';
export { monitoringLog } from './monitoringLog';
