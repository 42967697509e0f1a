import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { AppError } from '../common/errors.js';
import { assertCan } from '../common/authz.js';
import { requestContext } from '../common/rest.js';
import { removeProfilePicture, PICTURE_MAX_BYTES, setProfilePicture } from './profile-picture.js';
import { ownProfile, profileJson, updateProfile } from './profile.service.js';

/** One picture in memory, refused past 5 MB before it is all read. */
const pictureUpload: RequestHandler = (req, res, next) => {
  multer({ storage: multer.memoryStorage(), limits: { fileSize: PICTURE_MAX_BYTES, files: 1, fields: 0 } }).single('picture')(req, res, (error: unknown) => {
    if (!error) return next();
    if (error instanceof multer.MulterError) {
      if (error.code === 'LIMIT_FILE_SIZE') return next(new AppError('PAYLOAD_TOO_LARGE', 'The picture must be 5 MB or smaller', { picture: 'Larger than 5 MB' }));
      return next(new AppError('BAD_USER_INPUT', 'Send one file in the "picture" field', { picture: error.message }));
    }
    next(new AppError('BAD_USER_INPUT', 'Send the picture as multipart/form-data', { picture: 'Malformed upload' }));
  });
};

/** Spec §7 GET /api/profiles (404 when there is none, spec §4), PUT with the same rules as GraphQL, and the picture. */
export function profileRoutes(): Router {
  const router = Router();

  router.get('/profiles', async (req, res) => {
    const { em, actor } = requestContext(req);
    res.json(profileJson(await ownProfile(em, actor)));
  });

  router.put('/profiles', async (req, res) => {
    const { em, actor } = requestContext(req);
    res.json(profileJson(await updateProfile(em, actor, req.body)));
  });

  // The same check runs before the upload is read, so that nobody signed out streams 5 MB at us.
  const mayUpload: RequestHandler = (req, _res, next) => (assertCan(requestContext(req).actor, 'profile:update'), next());
  router.post('/profile/picture', mayUpload, pictureUpload, async (req, res) => {
    if (!req.file) throw new AppError('BAD_USER_INPUT', 'Choose a picture to upload', { picture: 'Missing' });
    const { em, uploadDir, actor } = requestContext(req);
    res.json(profileJson(await setProfilePicture(em, uploadDir, actor, req.file.buffer)));
  });

  router.delete('/profile/picture', async (req, res) => {
    const { em, uploadDir, actor } = requestContext(req);
    const profile = await removeProfilePicture(em, uploadDir, actor);
    if (!profile) throw new AppError('NOT_FOUND', 'No profile yet');
    res.json(profileJson(profile));
  });

  return router;
}
