import { describe, expect, it } from 'vitest';
import { codePointName, refusedCharacter, refusedCharacterMessage } from './limits.js';

describe('refusedCharacter', () => {
  it.each([
    ['a line feed', 'Acme\nRecords', '\n'],
    ['a carriage return', 'Acme\rRecords', '\r'],
    ['a tab', 'Acme\tRecords', '\t'],
    ['NUL', 'Acme\u0000', '\u0000'],
    ['an escape', 'Acme\u001b[31m', '\u001b'],
    ['DEL', 'Acme\u007f', '\u007f'],
    ['a C1 control (NEL)', 'Acme\u0085Records', '\u0085'],
    ['a right-to-left override', 'Acme\u202Egnp.exe', '\u202E'],
    ['a left-to-right embedding', '\u202AAcme', '\u202A'],
    ['a right-to-left isolate', 'Acme\u2067x', '\u2067'],
    ['a pop directional isolate', 'Acme\u2069', '\u2069'],
    ['a left-to-right mark', 'Acme\u200E', '\u200E'],
    ['a right-to-left mark', 'Acme\u200F', '\u200F'],
    ['an Arabic letter mark', 'Acme\u061C', '\u061C'],
    ['a line separator', 'Acme\u2028Records', '\u2028'],
    ['a paragraph separator', 'Acme\u2029Records', '\u2029'],
  ])('refuses %s in a one-line field', (_what, value, character) => {
    expect(refusedCharacter('name', value)).toBe(character);
  });

  it('answers the first refused character', () => {
    expect(refusedCharacter('name', 'a\u202Eb\nc')).toBe('\u202E');
  });

  it.each([
    ['plain text', 'Acme Records'],
    ['accents and other scripts', 'Café Müller — 東京 — مرحبا'],
    ['an emoji made of several code points', 'Band 👩🏽‍🎤'],
    ['a zero-width joiner on its own', 'a\u200Db'],
    ['an empty string', ''],
  ])('accepts %s', (_what, value) => {
    expect(refusedCharacter('name', value)).toBeNull();
    expect(refusedCharacter('bio', value)).toBeNull();
  });

  it('keeps line breaks and tabs in multi-line fields', () => {
    for (const field of ['answers', 'bio', 'body', 'comment', 'description', 'message', 'note', 'pitch', 'reason']) {
      expect(refusedCharacter(field, 'First line\nSecond line\r\n\tIndented')).toBeNull();
    }
  });

  it('refuses in multi-line fields what is not a line break: a lone carriage return, other controls, bidi controls', () => {
    expect(refusedCharacter('bio', 'one\rtwo')).toBe('\r');
    expect(refusedCharacter('bio', 'one\r')).toBe('\r');
    expect(refusedCharacter('bio', 'bell\u0007')).toBe('\u0007');
    expect(refusedCharacter('bio', 'x\u000by')).toBe('\u000b');
    expect(refusedCharacter('bio', 'x\u202Ey')).toBe('\u202E');
    expect(refusedCharacter('bio', 'x\u2028y')).toBe('\u2028');
    expect(refusedCharacter('bio', 'nul\u0000')).toBe('\u0000');
  });

  it('leaves passwords and tokens as typed, except NUL', () => {
    for (const field of ['password', 'currentPassword', 'newPassword', 'token', 'idToken']) {
      expect(refusedCharacter(field, 'pa\tss\u202E\nword\u0085')).toBeNull();
      expect(refusedCharacter(field, 'pass\u0000word')).toBe('\u0000');
    }
  });

  it('names the field and the character in its message', () => {
    expect(codePointName('\n')).toBe('U+000A');
    expect(codePointName('\u202E')).toBe('U+202E');
    expect(refusedCharacterMessage('name', '\r')).toBe('name contains a character that is not allowed (U+000D).');
  });
});
