import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, siteConfigOf } from './config.js';

/** A production secret for the tests (any 32 characters or more). */
const SECRET = 'x'.repeat(40);

describe('loadConfig', () => {
  it('has safe development defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ env: 'development', port: 4000, host: '127.0.0.1', databaseUrl: undefined, seedDemoData: true });
  });

  it('refuses production without a database', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/DATABASE_URL is required/);
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x', APP_SECRET: SECRET })).toMatchObject({ env: 'production', instances: 1 });
  });

  it('refuses production without a secret of its own for signed links, and takes a fixed one elsewhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x' })).toThrow(/APP_SECRET must be set/);
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x', APP_SECRET: 'short' })).toThrow(/APP_SECRET must be set/);
    expect(loadConfig({ NODE_ENV: 'test' }).appSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('refuses several production instances without Redis', () => {
    const env = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x', INSTANCES: '2', APP_SECRET: SECRET };
    expect(() => loadConfig(env)).toThrow('INSTANCES is 2: several instances need REDIS_URL for their shared events and rate limits');
    expect(loadConfig({ ...env, REDIS_URL: 'redis://cache:6379' })).toMatchObject({ instances: 2, redisUrl: 'redis://cache:6379' });
  });

  it('refuses the Firebase emulator in production', () => {
    const env = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };
    expect(() => loadConfig(env)).toThrow(ConfigError);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a whole number from 0 to 65535 (got "eighty")');
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow('DATABASE_URL must start with postgres:// or postgresql://');
  });

  it('prefixes Redis keys and channels with sb: unless REDIS_PREFIX says otherwise', () => {
    expect(loadConfig({}).redisPrefix).toBe('sb:');
    expect(loadConfig({ REDIS_PREFIX: 'staging:' }).redisPrefix).toBe('staging:');
    expect(() => loadConfig({ REDIS_PREFIX: 'has space' })).toThrow(/REDIS_PREFIX must be/);
    expect(() => loadConfig({ REDIS_URL: 'http://x' })).toThrow('REDIS_URL must start with redis:// or rediss://');
  });

  it('prints logs readable on a terminal and as JSON elsewhere, unless LOG_FORMAT says which', () => {
    expect(loadConfig({}).logFormat).toBe('auto');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'yaml' })).toThrow('LOG_FORMAT must be auto, pretty or json (got "yaml")');
  });

  it('runs the job worker in the app by default, and can turn it off or size it', () => {
    expect(loadConfig({}).worker).toEqual({ enabled: true, concurrency: 2 });
    expect(loadConfig({ WORKER: 'off', WORKER_CONCURRENCY: '8' }).worker).toEqual({ enabled: false, concurrency: 8 });
    expect(() => loadConfig({ WORKER: 'sometimes' })).toThrow('WORKER must be on or off (got "sometimes")');
    expect(() => loadConfig({ WORKER_CONCURRENCY: '0' })).toThrow('WORKER_CONCURRENCY must be a whole number from 1 to 64 (got "0")');
  });

  it('sends mail through SMTP_URL from MAIL_FROM, logs it when SMTP_URL is unset, and refuses a From that could break headers', () => {
    expect(loadConfig({}).mail).toEqual({ smtpUrl: undefined, from: 'SoundBoard <no-reply@soundboard.local>' });
    expect(loadConfig({ SMTP_URL: 'smtps://user:pw@mail.example:465', MAIL_FROM: 'SoundBoard <hi@example.com>' }).mail).toEqual({
      smtpUrl: 'smtps://user:pw@mail.example:465',
      from: 'SoundBoard <hi@example.com>',
    });
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow('SMTP_URL must start with smtp:// or smtps://');
    expect(() => loadConfig({ MAIL_FROM: 'no address' })).toThrow(/MAIL_FROM must be one line/);
    expect(() => loadConfig({ MAIL_FROM: 'a@b.c\r\nBcc: x@y.z' })).toThrow(/MAIL_FROM must be one line/);
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://soundboard.example/app' }).publicOrigin).toBe('https://soundboard.example');
  });

  it('reads the blog and support address, and leaves each unset (null) when empty, so the app hides its link', () => {
    expect(loadConfig({}).site).toEqual({ blogUrl: null, supportEmail: null });
    expect(loadConfig({ BLOG_URL: '', SUPPORT_EMAIL: '  ' }).site).toEqual({ blogUrl: null, supportEmail: null });
    expect(loadConfig({ BLOG_URL: 'https://blog.example.com/news', SUPPORT_EMAIL: ' help@example.com ' }).site).toEqual({
      blogUrl: 'https://blog.example.com/news',
      supportEmail: 'help@example.com',
    });
  });

  it('refuses a blog that is not a web address and a support address a mailto: link cannot carry', () => {
    expect(() => loadConfig({ BLOG_URL: 'blog.example.com' })).toThrow('BLOG_URL is not a valid URL');
    expect(() => loadConfig({ BLOG_URL: 'javascript:alert(1)' })).toThrow('BLOG_URL must start with http:// or https://');
    for (const bad of [
      'support',
      'a@b',
      'Support <help@example.com>',
      'a@example.com,b@example.com',
      'help@example.com?cc=x@example.com',
      `${'a'.repeat(250)}@example.com`,
    ]) {
      expect(() => loadConfig({ SUPPORT_EMAIL: bad }), bad).toThrow(/^SUPPORT_EMAIL must be an e-mail address such as support@example\.com/);
    }
  });

  it('tells the web app whether Google sign-in is on, beside the links', () => {
    expect(siteConfigOf(loadConfig({ SUPPORT_EMAIL: 'help@example.com', PUBLIC_ORIGIN: 'https://soundboard.example/' }))).toEqual({
      blogUrl: null,
      supportEmail: 'help@example.com',
      googleSignIn: false,
      // The landing tour's address bar shows it.
      publicOrigin: 'https://soundboard.example',
    });
    const google = loadConfig({ FIREBASE_PROJECT_ID: 'demo-soundboard', FIREBASE_WEB_API_KEY: 'public-key' });
    expect(siteConfigOf(google).googleSignIn).toBe(true);
    expect(siteConfigOf(loadConfig({ FIREBASE_PROJECT_ID: 'demo-soundboard' })).googleSignIn).toBe(false);
  });
});
