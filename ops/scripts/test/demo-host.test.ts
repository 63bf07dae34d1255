import { describe, expect, it } from 'vitest';
import { demoHost, openToNetworkWarning } from '../src/demo-host.ts';

describe('the interface npm start and npm run dev listen on', () => {
  it('is this machine only when HOST says nothing, since the demo passwords are printed', () => {
    expect(demoHost({})).toBe('127.0.0.1');
    expect(demoHost({ HOST: '' })).toBe('127.0.0.1');
    expect(openToNetworkWarning(demoHost({}))).toBeNull();
  });

  it('is what HOST names, with a warning when that opens the demo to the network', () => {
    expect(demoHost({ HOST: '0.0.0.0' })).toBe('0.0.0.0');
    expect(openToNetworkWarning('0.0.0.0')).toMatch(/0\.0\.0\.0.*demo accounts/);
    expect(openToNetworkWarning('192.168.1.20')).not.toBeNull();
    expect(openToNetworkWarning('localhost')).toBeNull();
    expect(openToNetworkWarning('::1')).toBeNull();
  });
});
