// Writes specCatalogue.ts from the spec's route digest. Run after routes.json changes:
//   npx tsx server/modules/system/admin/catalogue/generate.ts [path/to/routes.json]
// A server test fails while the committed module and routes.json disagree.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogueModule, type SpecRouteLike } from './derive';

const here = dirname(fileURLToPath(import.meta.url));
const source = resolve(process.argv[2] ?? resolve(here, '../../../../../docs/spec/routes.json'));
const routes = (JSON.parse(readFileSync(source, 'utf8')) as { routes: SpecRouteLike[] }).routes;
const target = resolve(here, 'specCatalogue.ts');
writeFileSync(target, catalogueModule(routes));
console.log(`wrote ${target} from ${source}`);
