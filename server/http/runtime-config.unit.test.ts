import { describe, expect, it } from 'vitest';
import { firebaseWebConfig } from './runtime-config.ts';

const base = { projectId: 'demo-ola-cars', authEmulatorHost: undefined, apiKey: undefined, authDomain: undefined };

describe('firebaseWebConfig', () => {
  it('gives the SPA nothing when neither an emulator nor a web API key is configured', () => {
    expect(firebaseWebConfig(base)).toBeUndefined();
  });

  it('sends the SPA to the emulator with a placeholder key the web SDK accepts', () => {
    expect(firebaseWebConfig({ ...base, authEmulatorHost: '127.0.0.1:9099' })).toEqual({
      apiKey: 'demo-api-key',
      authDomain: 'demo-ola-cars.firebaseapp.com',
      projectId: 'demo-ola-cars',
      emulatorUrl: 'http://127.0.0.1:9099',
    });
  });

  it('passes a real project through without an emulator URL', () => {
    const config = firebaseWebConfig({ projectId: 'ola-cars', authEmulatorHost: undefined, apiKey: 'AIza-key', authDomain: 'login.olacars.do' });
    expect(config).toEqual({ apiKey: 'AIza-key', authDomain: 'login.olacars.do', projectId: 'ola-cars' });
  });
});
