import { Router } from 'express';
import { requestContext } from '../common/rest.js';
import { brandConnectionStats, matchesOf, recommendationsOf, requestRefresh, updateMatchStatus, type MatchView } from './matchmade.service.js';

/** The REST shape of a match, resource included. */
const matchJson = (match: MatchView) => ({
  id: match.id,
  status: match.status,
  matchScore: match.matchScore,
  matchReason: match.matchReason,
  recommendationType: match.recommendationType,
  breakdown: match.breakdown,
  tips: match.tips,
  resource: {
    name: match.resource.name,
    description: match.resource.description,
    category: match.resource.category,
    pricing: match.resource.pricing,
    features: match.resource.features,
    website: match.resource.website,
    url: match.resource.url,
    logoUrl: match.resource.logoUrl,
  },
});

/** The MatchMade REST routes (list, patch a status, refresh); each calls the service its GraphQL field calls, which checks the actor. */
export function matchmadeRoutes(): Router {
  const router = Router();

  router.get('/matchmade/matches', async (req, res) => {
    const context = requestContext(req);
    const [matches] = await matchesOf(context, context.actor, undefined, {}, 0, 100);
    res.json(matches.map(matchJson));
  });

  router.patch('/matchmade/matches/:matchId', async (req, res) => {
    const { em, pubsub, actor } = requestContext(req);
    const body = (req.body ?? {}) as { status?: unknown };
    res.json(matchJson(await updateMatchStatus(em, pubsub, actor, String(req.params.matchId), body.status)));
  });

  router.post('/matchmade/refresh', async (req, res) => {
    const { em, matchmade, actor } = requestContext(req);
    res.json({ matchCount: await requestRefresh(em, matchmade, actor) });
  });

  router.get('/resource-matches/recent', async (req, res) => {
    const context = requestContext(req);
    res.json((await recommendationsOf(context, context.actor, undefined, 4)).map(matchJson));
  });

  router.get('/brand-connections/stats', async (req, res) => {
    const context = requestContext(req);
    res.json(await brandConnectionStats(context, context.actor));
  });

  return router;
}
