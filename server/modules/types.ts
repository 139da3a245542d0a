// What a module's index.ts declares (defined beside the platform, in server/serverModule.ts).
export { defineServerModule, type DemoRows, type ServerModule } from '../serverModule';
