import { GraphQLError, Kind, parse, type OperationDefinitionNode } from 'graphql';
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

  it('codes graphql-js variable errors BAD_USER_INPUT, the one it adds after 50 of them too', () => {
    const onUnknown = vi.fn();
    const operation = parse('query ($v: [String!]) { __typename }').definitions[0] as OperationDefinitionNode;
    const definition = operation.variableDefinitions![0]!;
    expect(definition.kind).toBe(Kind.VARIABLE_DEFINITION);
    // As graphql-ws hands it over: the scalar's own error as originalError, and no code.
    const invalid = new GraphQLError('Variable "$v" got invalid value 1 at "v[0]"; String cannot represent a non string value: 1', {
      nodes: definition,
      originalError: new GraphQLError('String cannot represent a non string value: 1'),
    });
    expect(formatGraphQLError(invalid.toJSON(), invalid, onUnknown)).toMatchObject({ message: invalid.message, extensions: { code: 'BAD_USER_INPUT' } });
    // As Apollo hands it over: no nodes, and INTERNAL_SERVER_ERROR for want of a code.
    const tooMany = new GraphQLError('Too many errors processing variables, error limit reached. Execution aborted.');
    const formatted = formatGraphQLError({ ...tooMany.toJSON(), extensions: { code: 'INTERNAL_SERVER_ERROR' } }, tooMany, onUnknown);
    expect(formatted).toMatchObject({ message: tooMany.message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(onUnknown).not.toHaveBeenCalled();
  });

  it('passes errors about the document itself through', () => {
    const error = new GraphQLError('Cannot query field "nope" on type "Query".', { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    expect(formatGraphQLError(error.toJSON(), error, vi.fn())).toMatchObject({ message: error.message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
  });
});
