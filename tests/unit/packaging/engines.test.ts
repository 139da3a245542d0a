// package.json names the Node the product runs and is tested on; every installed package must accept
// it, or `npm ci` warns EBADENGINE and a dependency may use what that Node lacks.
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { expect, it } from 'vitest';

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { engines?: { node?: string } | string[]; dev?: boolean; optional?: boolean }>;
};

it('every locked package accepts the lowest Node that package.json names', () => {
  const lowest = semver.minVersion(manifest.engines.node)!.version;
  const refusing = Object.entries(lock.packages)
    .filter(([path]) => path !== '')
    .map(([path, pkg]) => [path, !Array.isArray(pkg.engines) ? pkg.engines?.node : undefined] as const)
    .filter(([, range]) => range && !semver.satisfies(lowest, range))
    .map(([path, range]) => `${path} wants node ${range}`);
  expect(refusing).toEqual([]);
});

it('runs on the Node that package.json names', () => {
  expect(semver.satisfies(process.version, manifest.engines.node)).toBe(true);
});
