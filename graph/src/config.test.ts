import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has safe development defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ env: 'development', port: 4000, host: '127.0.0.1', databaseUrl: undefined, seedDemoData: true });
  });

  it('refuses production without a database or a real secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/DATABASE_URL is required/);
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x' })).toThrow(/SESSION_SECRET is required/);
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x', SESSION_SECRET: 'short' })).toThrow(/at least 32/);
  });

  it('refuses the Firebase emulator in production', () => {
    const env = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x', SESSION_SECRET: 'x'.repeat(40), FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };
    expect(() => loadConfig(env)).toThrow(ConfigError);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a whole number from 0 to 65535 (got "eighty")');
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow('DATABASE_URL must start with postgres:// or postgresql://');
  });

  it('runs the job worker in the app by default, and can turn it off or size it', () => {
    expect(loadConfig({}).worker).toEqual({ enabled: true, concurrency: 2 });
    expect(loadConfig({ WORKER: 'off', WORKER_CONCURRENCY: '8' }).worker).toEqual({ enabled: false, concurrency: 8 });
    expect(() => loadConfig({ WORKER: 'sometimes' })).toThrow('WORKER must be on or off (got "sometimes")');
    expect(() => loadConfig({ WORKER_CONCURRENCY: '0' })).toThrow('WORKER_CONCURRENCY must be a whole number from 1 to 64 (got "0")');
  });
});
