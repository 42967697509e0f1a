import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { refusedTextInRequest, unfitTextError } from './security.js';

describe('refusedTextInRequest', () => {
  const lookingFor = parse('query ($v: [String!]) { creators(lookingFor: $v) { totalCount } }');
  const profile = parse('mutation ($i: UpdateProfileInput!) { updateProfile(input: $i) { id } }');

  it('walks a list nested 150,000 deep without a stack overflow', () => {
    let deep: unknown = 'Mixing\u202E';
    for (let i = 0; i < 150_000; i++) deep = [deep];
    expect(refusedTextInRequest(lookingFor, { v: deep })).toEqual({ field: 'lookingFor', character: '\u202E' });
  });

  it('walks objects nested 150,000 deep, each string judged by its key', () => {
    let deep: Record<string, unknown> = { bio: 'two\nlines', artistName: 'one\nline' };
    for (let i = 0; i < 150_000; i++) deep = { socialMedia: deep };
    expect(refusedTextInRequest(profile, { i: deep })).toEqual({ field: 'artistName', character: '\n' });
    const error = unfitTextError(profile, { i: deep });
    expect(error?.message).toBe('artistName contains a character that is not allowed (U+000A).');
    expect(error?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('takes time linear in the input: a 200,000-item list in well under a second', () => {
    const items = Array.from({ length: 200_000 }, (_, i) => `item ${i}`);
    const started = performance.now();
    expect(refusedTextInRequest(lookingFor, { v: items })).toBeNull();
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('judges a variable by the argument it fills, the strictest when it fills several', () => {
    const twice = parse('mutation ($bio: String) { a: updateProfile(input: { bio: $bio }) { id } b: updateProfile(input: { artistName: $bio }) { id } }');
    expect(refusedTextInRequest(twice, { bio: 'two\nlines' })).toEqual({ field: 'artistName', character: '\n' });
    const bioOnly = parse('mutation ($name: String) { updateProfile(input: { bio: $name }) { id } }');
    expect(refusedTextInRequest(bioOnly, { name: 'two\nlines' })).toBeNull();
  });

  it('checks literals and variable defaults', () => {
    expect(refusedTextInRequest(parse('{ brands(search: "a\\u202Eb") { totalCount } }'), {})).toEqual({ field: 'search', character: '\u202E' });
    const withDefault = parse('query ($q: String = "a\\tb") { brands(search: $q) { totalCount } }');
    expect(refusedTextInRequest(withDefault, {})).toEqual({ field: 'search', character: '\t' });
    expect(refusedTextInRequest(withDefault, { q: 'plain' })).toBeNull();
  });

  it('leaves passwords as typed', () => {
    const login = parse('mutation ($i: LoginInput!) { login(input: $i) { id } }');
    expect(refusedTextInRequest(login, { i: { email: 'a@example.test', password: 'tab\tand\u202E' } })).toBeNull();
  });
});
