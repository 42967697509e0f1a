import { describe, expect, it } from 'vitest';
import { dayLabel, mergeMessages, sentByViewer, type ChatMessage } from './messageList';

const message = (id: string): ChatMessage => ({ id, conversationId: 'c', body: id, createdAt: '2026-11-25T10:00:00Z', sender: null });

describe('mergeMessages', () => {
  it('keeps each message once, in id order, comparing ids as numbers', () => {
    const merged = mergeMessages([message('9'), message('10')], [message('10'), message('100'), message('8')]);
    expect(merged.map((m) => m.id)).toEqual(['8', '9', '10', '100']);
  });
});

describe('dayLabel', () => {
  const now = new Date(2026, 10, 25, 15, 0);
  it('names today and yesterday, then the date', () => {
    expect(dayLabel(new Date(2026, 10, 25, 0, 5).toISOString(), now)).toBe('Today');
    expect(dayLabel(new Date(2026, 10, 24, 23, 59).toISOString(), now)).toBe('Yesterday');
    expect(dayLabel(new Date(2026, 10, 20, 12).toISOString(), now)).toBe('Fri 20 Nov');
    expect(dayLabel(new Date(2025, 10, 20, 12).toISOString(), now)).toBe('Thu 20 Nov 2025');
  });
});

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
