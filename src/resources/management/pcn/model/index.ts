export { pcn } from './pcn';
