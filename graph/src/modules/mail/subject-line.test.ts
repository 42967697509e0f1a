import { describe, expect, it } from 'vitest';
import { MAIL_LIMITS, subjectLine } from './mail.js';

describe('subjectLine', () => {
  it('makes one line of text with line breaks, controls and bidi controls', () => {
    expect(subjectLine('Join Acme\r\nBcc: x@example.test on SoundBoard')).toBe('Join Acme Bcc: x@example.test on SoundBoard');
    expect(subjectLine('Join \u202EAcme\u2028\u0085 Records\t on SoundBoard')).toBe('Join Acme Records on SoundBoard');
  });

  it('keeps ordinary text as it is', () => {
    expect(subjectLine('Join Café Müller 🎵 on SoundBoard')).toBe('Join Café Müller 🎵 on SoundBoard');
  });

  it('cuts to the limit, never inside a surrogate pair', () => {
    const cut = subjectLine(`${'x'.repeat(MAIL_LIMITS.subject - 1)}🎵 tail`);
    expect(cut).toBe('x'.repeat(MAIL_LIMITS.subject - 1));
  });
});
