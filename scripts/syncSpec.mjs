// Copies the spec digests the product and its tests rely on (routes.json, endpoints.json) from the
// shared spec beside the repository into docs/spec/, then regenerates what is derived from them:
// the permission labels (src/i18n/permissions.ts) and the server's permission catalogue.
//   node scripts/syncSpec.mjs [path/to/shared/spec]
// The project then stands alone: a clone without ../shared passes its tests.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const source = resolve(process.argv[2] ?? resolve(root, '../shared/spec'));
const target = resolve(root, 'docs/spec');
const DIGESTS = ['routes.json', 'endpoints.json'];

for (const file of DIGESTS) if (!existsSync(resolve(source, file))) throw new Error(`no ${file} in ${source}`);
mkdirSync(target, { recursive: true });
for (const file of DIGESTS) copyFileSync(resolve(source, file), resolve(target, file));
console.log(`copied ${DIGESTS.join(', ')} from ${source} to ${target}`);

const step = (cmd, args) => {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
};
step('node', ['scripts/permissionLabels.mjs']);
step('node_modules/.bin/tsx', ['server/modules/system/admin/catalogue/generate.ts']);
