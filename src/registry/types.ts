// What a module's index.ts defines (src/shell/modules/types.ts, read by the generic shell): modules
// import it from here, beside the registry that finds them.
export { defineModule, type AppModule, type CustomScreen, type ModuleMessages, type ViewLoader } from '../shell/modules/types';
