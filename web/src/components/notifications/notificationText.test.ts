import { describe, expect, it } from 'vitest';
import { badgeText, bellLabel, kindIcon, reasonLine, toneOf } from './notificationText';

describe('notification texts', () => {
  it('shows counts up to nine, then "9+"', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
    expect(badgeText(250)).toBe('9+');
  });

  it('names the bell with its unseen count as the badge shows it, and plainly with none', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(3)).toBe('Notifications, 3 unseen');
    expect(bellLabel(12)).toBe('Notifications, 9+ unseen');
  });

  it('writes the reason as a "because" line', () => {
    expect(reasonLine('you applied')).toBe('because you applied');
    expect(reasonLine('')).toBe('');
  });

  it('gives every kind an icon and a person the same tone each time', () => {
    expect(kindIcon('PASSWORD_CHANGED')).toBe('shield');
    expect(kindIcon('CONNECTION_REQUESTED')).toBe('userPlus');
    expect(toneOf('ana')).toBe(toneOf('ana'));
  });
});
