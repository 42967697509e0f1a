import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeBannerAds } from '../src/modules/ad/ad.service.js';
import { BannerAd } from '../src/modules/ad/banner-ad.entity.js';
import { createMemoryPubSub } from '../src/platform/events.js';
import { startTestApp, type TestApp } from './test-app.js';

// Two instances on one event bus (standing in for Redis), each with its own cached ad lists.
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  const pubsub = createMemoryPubSub();
  [a, b] = await Promise.all([startTestApp({}, { pubsub }), startTestApp({}, { pubsub })]);
});
afterAll(async () => {
  await Promise.all([a.close(), b.close()]);
});

/** A placement of this test's own, so that other files' ad reads see none of its ads. */
const placementOf = () => `test-${randomUUID().slice(0, 8)}`;

const titlesAt = async (t: TestApp, placement: string) => {
  const { body } = await t.gql<{ bannerAds: { title: string }[] }>('query ($p: String!) { bannerAds(placement: $p) { title } }', { p: placement });
  expect(body.errors).toBeUndefined();
  return body.data!.bannerAds.map((ad) => ad.title);
};

const adAt = (placement: string, title: string, more: Partial<BannerAd> = {}) => ({
  id: randomUUID(),
  slug: `${placement}-${randomUUID().slice(0, 8)}`,
  title,
  description: 'A banner of the ad cache test.',
  imageUrl: 'DISTROKID_LOGO',
  linkUrl: 'https://example.test/ad',
  sponsor: 'Test sponsor',
  placement,
  ...more,
});

describe('banner ads kept in process', () => {
  it('are read once, and every instance drops its list when an edit announces itself', async () => {
    const placement = placementOf();
    await a.orm.em.fork().insert(BannerAd, adAt(placement, 'First', { priority: 1 }));
    expect(await titlesAt(a, placement)).toEqual(['First']);
    expect(await titlesAt(b, placement)).toEqual(['First']);

    // Written behind the app's back: the cached lists do not see it.
    await a.orm.em.fork().insert(BannerAd, adAt(placement, 'Unannounced', { priority: 0 }));
    expect(await titlesAt(a, placement)).toEqual(['First']);

    // An edit through the app's door: both instances read the table again.
    await changeBannerAds(a.orm.em.fork(), a.app.pubsub, (tx) => tx.insert(BannerAd, adAt(placement, 'Announced', { priority: 2 })));
    await expect.poll(() => titlesAt(a, placement)).toEqual(['Announced', 'First', 'Unannounced']);
    await expect.poll(() => titlesAt(b, placement)).toEqual(['Announced', 'First', 'Unannounced']);
  });

  it("start and stop showing at their window's edges without an event, from the cached list", async () => {
    const placement = placementOf();
    const soon = new Date(Date.now() + 1500);
    await a.orm.em.fork().insert(BannerAd, adAt(placement, 'Ending', { priority: 1, endsAt: soon }));
    await a.orm.em.fork().insert(BannerAd, adAt(placement, 'Starting', { priority: 0, startsAt: soon }));
    expect(await titlesAt(a, placement)).toEqual(['Ending']);
    await expect.poll(() => titlesAt(a, placement), { timeout: 10_000, interval: 200 }).toEqual(['Starting']);
  });
});
