import { describe, expect, it } from 'vitest';
import { environmentMark } from '../../../src/shell/environment';
import { toServerInfo } from '../../../src/shell/serverInfo';
import { memoryPercent, toSystemInfo } from '../../../src/shell/systemInfo';

describe('system info in the browser', () => {
  it('shows memory as a percentage with two decimals', () => {
    expect(memoryPercent(3, 8)).toBe('37.50');
    expect(memoryPercent(1, 3)).toBe('33.33');
    expect(memoryPercent(1, 0)).toBe('0.00');
  });

  it('makes a partial answer harmless', () => {
    expect(toSystemInfo({ code: 0, data: { version: '1.0.0', disk_space_info: [{ mounted_on: '/', used_percent: '12.5' }, 'junk'] } })).toEqual({
      version: '1.0.0',
      environment: '',
      current_time: '',
      disk_space_info: [{ mounted_on: '/', used_percent: 12.5 }],
      memory_used: 0,
      memory_total: 0,
      cpu_load: 0,
    });
  });

  it('reads /api/v1/info and marks every environment but production', () => {
    expect(toServerInfo({ code: 0, data: { version: '1.2.3', environment: 'uat' } })).toEqual({ version: '1.2.3', environment: 'uat' });
    expect(toServerInfo({ version: '1.2.3', environment: 'moon' })?.environment).toBe('production');
    expect(toServerInfo({ data: {} })).toBeUndefined();
    expect(environmentMark('development')?.label).toBe('app.header.environment.development');
    expect(environmentMark('production')).toBeUndefined();
    expect(environmentMark(undefined)).toBeUndefined();
  });
});
