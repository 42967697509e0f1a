import { Router } from 'express';
import { requestContext, requireViewer } from '../common/rest.js';
import type { Match } from '../match/match.entity.js';
import { brandConnectionStats, ensureFreshMatches, requestRefresh, topMatches, updateMatchStatus } from './matchmade.service.js';

/** The REST shape of a match (spec §3), resource included. */
const matchJson = (match: Match) => ({
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

/** Spec §7's MatchMade routes; each calls the service its GraphQL field calls. All need sign-in. */
export function matchmadeRoutes(): Router {
  const router = Router();

  router.get('/matchmade/matches', async (req, res) => {
    const viewer = requireViewer(req);
    const context = requestContext(req);
    await ensureFreshMatches(context, viewer.id);
    const matches = await topMatches(context.em, viewer.id, 100);
    res.json(matches.map(matchJson));
  });

  router.patch('/matchmade/matches/:matchId', async (req, res) => {
    const viewer = requireViewer(req);
    const { em, pubsub } = requestContext(req);
    const body = (req.body ?? {}) as { status?: unknown };
    res.json(matchJson(await updateMatchStatus(em, pubsub, viewer.id, String(req.params.matchId), body.status)));
  });

  router.post('/matchmade/refresh', async (req, res) => {
    const viewer = requireViewer(req);
    const { em, matchmade } = requestContext(req);
    res.json({ matchCount: await requestRefresh(em, matchmade, viewer.id) });
  });

  router.get('/resource-matches/recent', async (req, res) => {
    const viewer = requireViewer(req);
    const context = requestContext(req);
    await ensureFreshMatches(context, viewer.id);
    const matches = await topMatches(context.em, viewer.id, 4);
    res.json(matches.map(matchJson));
  });

  router.get('/brand-connections/stats', async (req, res) => {
    const viewer = requireViewer(req);
    res.json(await brandConnectionStats(requestContext(req).em, viewer.id));
  });

  return router;
}
