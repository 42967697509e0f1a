import { Router } from 'express';
import { requestContext } from '../common/rest.js';
import { activeBannerAds, bannerAdJson } from './ad.service.js';

/** GET /api/banner-ads (spec §7): open to everyone, like the landing page. */
export function adRoutes(): Router {
  const router = Router();
  router.get('/banner-ads', async (req, res) => {
    const ads = await activeBannerAds(requestContext(req));
    res.json(ads.map(bannerAdJson));
  });
  return router;
}
