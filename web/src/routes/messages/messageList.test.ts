import { describe, expect, it } from 'vitest';
import { dayLabel, mergeMessages, type ChatMessage } from './messageList';

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
