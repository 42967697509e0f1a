import { describe, expect, it } from 'vitest';
import { chatActionOf, piecesOf } from './chat-actions.js';

describe('chat actions and links', () => {
  it('make an action of an item that names its page', () => {
    expect(chatActionOf('Open Messages (/messages)')).toEqual({ label: 'Open Messages', path: '/messages' });
    expect(chatActionOf('Add your location to your profile')).toEqual({ label: 'Add your location to your profile', path: '/profile-settings' });
    expect(chatActionOf('Block 3 mornings this week for finishing music')).toEqual({ label: 'Block 3 mornings this week for finishing music', path: null });
  });

  it('cut paths out of text, leaving punctuation and words with slashes alone', () => {
    expect(piecesOf('Open Matches (/matches), then /creators/beat-tide.')).toEqual([
      { text: 'Open Matches (' },
      { text: '/matches', path: '/matches' },
      { text: '), then ' },
      { text: '/creators/beat-tide', path: '/creators/beat-tide' },
      { text: '.' },
    ]);
    expect(piecesOf('ASCAP/BMI and 24/7')).toEqual([{ text: 'ASCAP/BMI and 24/7' }]);
    expect(piecesOf('their page (/creators/ followed by their username)')).toEqual([{ text: 'their page (/creators/ followed by their username)' }]);
  });
});
