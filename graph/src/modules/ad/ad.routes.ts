import { Router, type RequestHandler } from 'express';
import { assertCan } from '../common/authz.js';
import { AppError } from '../common/errors.js';
import { requestContext } from '../common/rest.js';
import { imageUpload } from '../common/uploaded-image.js';
import { storeAdImage } from './ad-image.js';
import { activeBannerAds, bannerAdJson } from './ad.service.js';

/** GET /api/banner-ads : open to everyone, like the landing page; and admins' ad image uploads. */
export function adRoutes(): Router {
  const router = Router();
  router.get('/banner-ads', async (req, res) => {
    const ads = await activeBannerAds(requestContext(req));
    res.json(ads.map(bannerAdJson));
  });

  // Admins only, checked before the upload is read; the CSRF guard wants the header and our Origin.
  const mayUpload: RequestHandler = (req, _res, next) => (assertCan(requestContext(req).actor, 'admin:ads'), next());
  router.post('/admin/ad-images', mayUpload, imageUpload('image'), async (req, res) => {
    if (!req.file) throw new AppError('BAD_USER_INPUT', 'Choose an image to upload', { image: 'Missing' });
    const { uploadDir, actor } = requestContext(req);
    res.status(201).json({ imageUrl: await storeAdImage(uploadDir, actor, req.file.buffer) });
  });
  return router;
}
