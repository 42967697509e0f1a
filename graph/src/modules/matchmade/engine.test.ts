import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../db/seed/data/resources.js';
import { applyTip, buildCatalogIndex, matchCreator, regionOf, scoreResource, type CatalogResource, type MatchProfile } from './engine.js';
import { MIN_MATCH_SCORE, WEIGHTS } from './weights.js';

const catalog: CatalogResource[] = RESOURCES.map((r, i) => ({
  ...r,
  id: `r${i}`,
  category: [...r.category],
  features: [...r.features],
  targetGenres: [...r.targetGenres],
  careerStages: [...r.careerStages],
  regions: [...r.regions],
  skills: [...r.skills],
  lookingFor: [...r.lookingFor],
}));
const index = buildCatalogIndex(catalog);

const techno: MatchProfile = {
  bio: 'Berlin techno producer releasing hypnotic warehouse tracks; looking to get my next EP distributed to every store and mastered properly.',
  genres: ['Techno', 'House'],
  careerStage: 'emerging',
  skills: ['Production', 'Sound Design'],
  lookingFor: ['Distribution', 'Mastering'],
  location: 'Berlin, Germany',
};

describe('weights', () => {
  it('add up to 100', () => {
    expect(Object.values(WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });
});

describe('matchCreator', () => {
  it('is deterministic', () => {
    expect(matchCreator(techno, index)).toEqual(matchCreator(techno, buildCatalogIndex([...catalog].reverse())));
  });

  it('scores 0..100 as the weighted sum of its factors, best first, above the minimum', () => {
    const matches = matchCreator(techno, index);
    expect(matches.length).toBeGreaterThan(5);
    for (const m of matches) {
      expect(m.score).toBe(Math.round(m.breakdown.reduce((s, f) => s + f.weight * f.score, 0)));
      expect(m.score).toBeGreaterThanOrEqual(MIN_MATCH_SCORE);
      expect(m.score).toBeLessThanOrEqual(100);
    }
    expect(matches.map((m) => m.score)).toEqual([...matches.map((m) => m.score)].sort((a, b) => b - a));
  });

  it("ranks what answers the creator's needs first", () => {
    const [best] = matchCreator(techno, index);
    const resource = catalog.find((r) => r.id === best!.resourceId)!;
    expect(resource.lookingFor.some((n) => techno.lookingFor.includes(n))).toBe(true);
    expect(best!.recommendationType).toBe('essential');
  });

  it('names the real strongest factors in the reason', () => {
    for (const m of matchCreator(techno, index).slice(0, 10)) {
      const resource = catalog.find((r) => r.id === m.resourceId)!;
      const need = m.breakdown.find((f) => f.name === 'lookingFor')!;
      if (need.score === 1) {
        const shared = resource.lookingFor.find((n) => techno.lookingFor.includes(n))!;
        expect(m.reason).toContain(`your search for ${shared}`);
      }
      if (m.breakdown.find((f) => f.name === 'careerStage')!.score === 1) expect(m.reason).toContain('the emerging stage');
    }
  });

  it('gives tips that raise the score by exactly what they claim when applied', () => {
    const sparse: MatchProfile = { bio: 'I make songs.', genres: [], careerStage: null, skills: [], lookingFor: [], location: null };
    let checked = 0;
    for (const resource of catalog.slice(0, 30)) {
      const before = scoreResource(sparse, index, resource.id)!;
      for (const tip of before.tips) {
        const after = scoreResource(applyTip(sparse, tip), index, resource.id)!;
        expect(after.score - before.score, tip.text).toBe(tip.gain);
        expect(tip.text).toMatch(new RegExp(`: \\+${tip.gain}$`));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});

describe('regionOf', () => {
  it.each([
    ['Berlin, Germany', 'europe'],
    ['London, UK', 'uk'],
    ['Lagos, Nigeria', 'africa'],
    ['Toronto, Canada', 'north-america'],
    ['São Paulo, Brazil', 'latin-america'],
    ['Seoul, South Korea', 'asia-pacific'],
    ['Atlantis', null],
  ])('%s → %s', (location, region) => {
    expect(regionOf(location)).toBe(region);
  });
});

describe('the fast path', () => {
  it('gives every resource the same score as its full explanation', () => {
    const profiles: MatchProfile[] = [
      techno,
      { bio: '', genres: [], careerStage: null, skills: [], lookingFor: [], location: null },
      { ...techno, careerStage: 'professional', location: 'Lagos, Nigeria' },
    ];
    for (const profile of profiles) {
      const kept = new Map(matchCreator(profile, index).map((m) => [m.resourceId, m.score]));
      for (const resource of catalog) {
        const full = scoreResource(profile, index, resource.id)!;
        if (kept.has(resource.id)) expect(kept.get(resource.id)).toBe(full.score);
        else expect(full.score < MIN_MATCH_SCORE || kept.size === 50).toBe(true);
      }
    }
  });
});
