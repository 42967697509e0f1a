import { describe, expect, it } from 'vitest';
import { sentByViewer } from './messageSides';

describe('sentByViewer', () => {
  it("counts a message as the viewer's when it is not from the other side, a brand team writing as its brand included", () => {
    expect(sentByViewer({ id: 'me' }, { id: 'them' }, 'me')).toBe(true);
    expect(sentByViewer({ id: 'them' }, { id: 'them' }, 'me')).toBe(false);
    // A team member sees the team's messages (sent as the brand) as their side's.
    expect(sentByViewer({ id: 'brand-1' }, { id: 'creator-1' }, 'member-1')).toBe(true);
  });

  it("falls back to the viewer's id when the other account is gone, and never counts a deleted sender", () => {
    expect(sentByViewer({ id: 'me' }, null, 'me')).toBe(true);
    expect(sentByViewer(null, { id: 'them' }, 'me')).toBe(false);
  });
});
