import { Router, type RequestHandler } from 'express';
import { assertCan } from '../common/authz.js';
import { AppError } from '../common/errors.js';
import { requestContext } from '../common/rest.js';
import { imageUpload } from '../common/uploaded-image.js';
import { storeResourceLogo } from './resource-admin.service.js';

/** POST /api/admin/resource-logos: admins upload a logo, then save its address as a resource's logoUrl. */
export function resourceRoutes(): Router {
  const router = Router();
  // Admins only, checked before the upload is read; the CSRF guard wants the header and our Origin.
  const mayUpload: RequestHandler = (req, _res, next) => (assertCan(requestContext(req).actor, 'admin:resources'), next());
  router.post('/admin/resource-logos', mayUpload, imageUpload('logo'), async (req, res) => {
    if (!req.file) throw new AppError('BAD_USER_INPUT', 'Choose a logo to upload', { logo: 'Missing' });
    const { uploadDir, actor } = requestContext(req);
    res.status(201).json({ logoUrl: await storeResourceLogo(uploadDir, actor, req.file.buffer) });
  });
  return router;
}
