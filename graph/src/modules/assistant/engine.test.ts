import { describe, expect, it } from 'vitest';
import { composeReply, type Grounding } from './engine.js';

const creator: Grounding = {
  account: 'creator',
  firstName: 'Nova',
  completion: { percent: 47, missingRequired: ['location', 'skills', 'bio'], missingOptional: ['website'] },
  topMatch: { name: 'DistroKid', score: 88, reason: 'Fits your search for Distribution at the emerging stage.' },
  stats: { connectedBrands: 0, resourceMatches: 12 },
};

describe('composeReply', () => {
  it('answers with 2 to 4 suggestions and useful action items', () => {
    for (const message of ['When should I release my single?', 'what is a good save rate', 'how do I DM a producer', 'hello', 'blorp']) {
      const reply = composeReply(message, [], null);
      expect(reply.suggestions.length, message).toBeGreaterThanOrEqual(2);
      expect(reply.suggestions.length, message).toBeLessThanOrEqual(4);
      expect(reply.response.length).toBeGreaterThan(40);
    }
    expect(composeReply('how far ahead should I pitch to playlists?', [], null).actionItems).toContain('Pitch your single to playlists 4 weeks before release');
  });

  it("grounds a signed-in creator's reply in their real missing fields and top match", () => {
    const reply = composeReply('what should I focus on this week?', [], creator);
    expect(reply.intent).toBe('tasks');
    expect(reply.response).toContain('47% complete');
    expect(reply.response).toContain('location and skills');
    expect(reply.response).toContain('DistroKid (88% match)');
    expect(reply.actionItems.slice(0, 2)).toEqual(['Add your location to your profile', 'Add your skills to your profile']);
  });

  it('gives visitors general advice with nothing personal', () => {
    const reply = composeReply('what should I focus on this week?', [], null);
    expect(reply.response).not.toMatch(/complete|match\)/);
  });

  it('names the page and its route in navigation answers', () => {
    expect(composeReply('where do I change my profile picture?', [], null).response).toContain('/profile-settings');
    expect(composeReply('where can I find the resource library', [], null).response).toContain('/resources');
    expect(composeReply('How do I message another creator?', [], null).response).toContain('Messages (/messages)');
    expect(composeReply('How do I delete my account?', [], null).response).toMatch(/cannot be undone.*Account Settings \(\/account\) → Delete account/s);
    expect(composeReply('I forgot my password', [], null).response).toContain('/forgot-password');
    expect(composeReply('where do I see my connection requests?', [], null).response).toContain('Network (/network)');
    expect(composeReply('how do I block someone?', [], null).response).toContain('Privacy & safety');
    expect(composeReply('where can I see all of my matches', [], null).response).toContain('/matches');
    expect(composeReply('how do I download my data?', [], null).response).toContain('Download my data');
  });

  it('answers the playlist question with pitching advice, not networking tips', () => {
    const reply = composeReply('How do I get my song on playlists?', [], null);
    expect(reply.intent).toBe('release');
    expect(reply.response).toMatch(/^Pitch to Spotify editorial/);
  });

  it('says plainly when it did not understand, and offers the topics it knows', () => {
    for (const history of [[], [{ role: 'user' as const, content: 'why did my listeners drop?', intent: 'analytics' as const }]]) {
      const reply = composeReply('asdfgh', history, creator);
      expect(reply.intent).toBe('general');
      expect(reply.response).toMatch(/^Sorry, I did not understand that\. I can help with your music career/);
      expect(reply.response).toContain('finding your way around SoundBoard');
      expect(reply.suggestions.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('takes thanks as thanks, not as a question it did not understand', () => {
    expect(composeReply('thanks!', [], null).response).toMatch(/^You're welcome!/);
  });

  it('keeps the profile nudge to the answers about the profile and matches', () => {
    expect(composeReply('How do I delete my account?', [], creator).response).not.toContain('47% complete');
    expect(composeReply('how do I edit my profile', [], creator).response).toContain('47% complete');
  });

  it('follows the conversation for short follow-ups', () => {
    const history = [{ role: 'user' as const, content: 'why did my listeners drop?', intent: 'analytics' as const }];
    expect(composeReply('and what about skips?', history, null).intent).toBe('analytics');
  });
});
