import { describe, expect, it } from 'vitest';
import { ConfigError } from './config.js';
import { describeStartupFailure, StartupError } from './startup-error.js';

describe('describeStartupFailure', () => {
  it('prints a startup error as its sentence, without a stack', () => {
    expect(describeStartupFailure(new ConfigError('PORT must be a whole number'))).toBe('PORT must be a whole number');
    expect(describeStartupFailure(new StartupError('port 54329 is in use'))).toBe('port 54329 is in use');
  });

  it('never prints a bare "undefined" for a library that rejects with nothing', () => {
    const said = describeStartupFailure(undefined);
    expect(said).not.toBe('undefined');
    expect(said).toMatch(/undefined value was thrown.*LOG_LEVEL=debug/);
  });

  it('keeps the stack of an unexpected error', () => {
    const error = new TypeError('boom');
    expect(describeStartupFailure(error)).toContain('TypeError: boom');
  });
});
