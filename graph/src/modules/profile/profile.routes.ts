import { Router, type RequestHandler } from 'express';
import { AppError } from '../common/errors.js';
import { assertCan } from '../common/authz.js';
import { requestContext } from '../common/rest.js';
import { imageUpload } from '../common/uploaded-image.js';
import { removeProfilePicture, setProfilePicture } from './profile-picture.js';
import { ownProfile, profileJson, updateProfile } from './profile.service.js';

/** GET /api/profiles (404 when there is none, which the client treats as low completion), PUT with the same rules as GraphQL, and the picture. */
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
  router.post('/profile/picture', mayUpload, imageUpload('picture'), async (req, res) => {
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
