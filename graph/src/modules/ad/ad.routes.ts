import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { assertCan } from '../common/authz.js';
import { AppError } from '../common/errors.js';
import { requestContext } from '../common/rest.js';
import { PICTURE_MAX_BYTES } from '../profile/profile-picture.js';
import { storeAdImage } from './ad-image.js';
import { activeBannerAds, bannerAdJson } from './ad.service.js';

/** One image in memory, refused past 5 MB before it is all read. */
const imageUpload: RequestHandler = (req, res, next) => {
  multer({ storage: multer.memoryStorage(), limits: { fileSize: PICTURE_MAX_BYTES, files: 1, fields: 0 } }).single('image')(req, res, (error: unknown) => {
    if (!error) return next();
    if (error instanceof multer.MulterError) {
      if (error.code === 'LIMIT_FILE_SIZE') return next(new AppError('PAYLOAD_TOO_LARGE', 'The image must be 5 MB or smaller', { image: 'Larger than 5 MB' }));
      return next(new AppError('BAD_USER_INPUT', 'Send one file in the "image" field', { image: error.message }));
    }
    next(new AppError('BAD_USER_INPUT', 'Send the image as multipart/form-data', { image: 'Malformed upload' }));
  });
};

/** GET /api/banner-ads (spec §7): open to everyone, like the landing page; and admins' ad image uploads. */
export function adRoutes(): Router {
  const router = Router();
  router.get('/banner-ads', async (req, res) => {
    const ads = await activeBannerAds(requestContext(req));
    res.json(ads.map(bannerAdJson));
  });

  // Admins only, checked before the upload is read; the CSRF guard wants the header and our Origin.
  const mayUpload: RequestHandler = (req, _res, next) => (assertCan(requestContext(req).actor, 'admin:ads'), next());
  router.post('/admin/ad-images', mayUpload, imageUpload, async (req, res) => {
    if (!req.file) throw new AppError('BAD_USER_INPUT', 'Choose an image to upload', { image: 'Missing' });
    const { uploadDir, actor } = requestContext(req);
    res.status(201).json({ imageUrl: await storeAdImage(uploadDir, actor, req.file.buffer) });
  });
  return router;
}
