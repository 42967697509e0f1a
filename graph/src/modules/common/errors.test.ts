import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { AppError, formatGraphQLError, MASKED_MESSAGE } from './errors.js';

describe('formatGraphQLError', () => {
  it('keeps a domain error with its code and field messages', () => {
    const error = new GraphQLError('Invalid input', { originalError: new AppError('BAD_USER_INPUT', 'Invalid input', { bio: 'too long' }) });
    expect(formatGraphQLError(error.toJSON(), error, vi.fn()).extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { bio: 'too long' } });
  });

  it('masks and reports unknown errors, with no stack trace', () => {
    const onUnknown = vi.fn();
    const secret = new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2');
    const error = new GraphQLError(secret.message, { originalError: secret });
    const formatted = formatGraphQLError({ ...error.toJSON(), extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['x'] } }, error, onUnknown);
    expect(formatted).toEqual({ message: MASKED_MESSAGE, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    expect(onUnknown).toHaveBeenCalledWith(secret);
  });

  it('passes errors about the document itself through', () => {
    const error = new GraphQLError('Cannot query field "nope" on type "Query".', { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    expect(formatGraphQLError(error.toJSON(), error, vi.fn())).toMatchObject({ message: error.message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
  });
});
