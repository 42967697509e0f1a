import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTES } from '../../../graph/src/shared/client-routes';

/**
 * The server answers 200 for exactly the paths in CLIENT_ROUTES (404 for the rest), and the
 * router types each page's path by that list. This is the other direction: a listed path with no
 * page would answer 200 with the not-found page.
 */
describe('the client routes', () => {
  it('each have a page in the router, and the router has no page outside them', () => {
    const router = readFileSync(new URL('./router.tsx', import.meta.url), 'utf8');
    const block = router.slice(router.indexOf('const pages:'), router.indexOf('];', router.indexOf('const pages:')));
    const paths = [...block.matchAll(/\bpath: '([^']+)'/g)].map((m) => m[1]);
    expect(paths.length).toBeGreaterThan(30);
    expect([...paths].sort()).toEqual([...CLIENT_ROUTES].sort());
  });
});
