import { describe, expect, it } from 'vitest';
import { peerScore, type PeerProfile } from './peer-score.js';

const vocalist: PeerProfile = {
  genres: ['R&B', 'Soul'],
  skills: ['Vocals', 'Songwriting'],
  lookingFor: ['Producers'],
  location: 'London, UK',
  careerStage: 'emerging',
};

describe('peerScore', () => {
  it('puts a producer for a vocalist who needs one first, with the reasons in words', () => {
    const producer: PeerProfile = { genres: ['R&B'], skills: ['Production'], lookingFor: ['Vocalists'], location: 'London, UK', careerStage: 'established' };
    const { score, reasons } = peerScore(vocalist, producer);
    expect(reasons).toEqual([
      "You're looking for Producers: they do Production",
      "They're looking for Vocalists, which you offer",
      'Also in London',
      'You both make R&B',
      'Complementary skills: a producer and a vocalist',
      'A step ahead of you (established)',
    ]);
    expect(score).toBe(35 + 15 + 15 + 10 + 10 + 4);
  });

  it('scores nothing in common as zero, and caps at 100', () => {
    const stranger: PeerProfile = { genres: ['Metal'], skills: ['Drums'], lookingFor: ['Funding'], location: 'Oslo, Norway', careerStage: null };
    expect(peerScore(vocalist, stranger)).toEqual({ score: 0, reasons: [] });
    const twin: PeerProfile = { ...vocalist, genres: ['R&B', 'Soul', 'Pop', 'Jazz'], skills: ['Production', 'Vocals'], lookingFor: ['Vocalists', 'Producers'] };
    expect(peerScore({ ...vocalist, skills: ['Vocals', 'Production'] }, twin).score).toBeLessThanOrEqual(100);
  });

  it('matches vocabulary case-insensitively and a region when the city differs', () => {
    const them: PeerProfile = { genres: ['r&b'], skills: ['beatmaking'], lookingFor: [], location: 'Manchester, UK', careerStage: 'emerging' };
    const { reasons } = peerScore(vocalist, them);
    expect(reasons).toContain("You're looking for Producers: they do beatmaking");
    expect(reasons).toContain('Also in UK');
    expect(reasons).toContain('Also at the emerging stage');
  });
});
