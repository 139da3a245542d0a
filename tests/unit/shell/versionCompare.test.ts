import { describe, expect, it } from 'vitest';
import { compareVersions, versionAction, versionParts } from '../../../src/shell/versionCompare';

describe('version comparison', () => {
  it('compares major, minor and patch as numbers, not text', () => {
    expect(compareVersions('1.10.0', '1.9.9')).toBeGreaterThan(0);
    expect(compareVersions('2.0.0', '10.0.0')).toBeLessThan(0);
    expect(compareVersions('1.2.3', '1.2.3')).toBe(0);
    expect(compareVersions('1.2.10', '1.2.9')).toBeGreaterThan(0);
  });

  it('tolerates a leading v, missing parts and suffixes', () => {
    expect(versionParts('v1.2')).toEqual([1, 2, 0]);
    expect(versionParts('3.4.5-rc.1+build.7')).toEqual([3, 4, 5]);
    expect(versionParts('')).toEqual([0, 0, 0]);
    expect(compareVersions('v1.2.0', '1.2')).toBe(0);
  });

  it('remembers on a first visit, offers a reload only for a newer server', () => {
    expect(versionAction('1.2.3', undefined)).toBe('remember');
    expect(versionAction('1.3.0', '1.2.9')).toBe('offer-reload');
    expect(versionAction('1.2.3', '1.2.3')).toBe('none');
    expect(versionAction('1.2.0', '1.2.3')).toBe('remember');
  });
});
