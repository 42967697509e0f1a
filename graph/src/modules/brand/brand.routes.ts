import { Router, type RequestHandler } from 'express';
import { AppError } from '../common/errors.js';
import { requestContext } from '../common/rest.js';
import { imageUpload } from '../common/uploaded-image.js';
import { storeBrandLogo } from './brand-account.service.js';
import { assertBrandTeam } from './brand-team.js';

/** POST /api/brands/:id/logo: a brand's team uploads its logo, which the brand page shows at once. */
export function brandRoutes(): Router {
  const router = Router();
  // The team only, checked before the upload is read; the CSRF guard wants the header and our Origin.
  const mayUpload: RequestHandler<{ id: string }> = async (req, _res, next) => {
    const { em, actor } = requestContext(req);
    await assertBrandTeam(em, actor, 'brand:manage', req.params.id);
    next();
  };
  router.post('/brands/:id/logo', mayUpload, imageUpload('logo'), async (req, res) => {
    if (!req.file) throw new AppError('BAD_USER_INPUT', 'Choose a logo to upload', { logo: 'Missing' });
    const { em, uploadDir, actor } = requestContext(req);
    const brand = await storeBrandLogo(em, uploadDir, actor, req.params.id, req.file.buffer);
    res.status(200).json({ logoUrl: brand.logoUrl });
  });
  return router;
}
