/**
 * The physical limit the dashboard is held to: a hand-written node:http + pg server that answers
 * the web app's own DashboardRouteQuery request (as the browser sends it) with the JSON the app
 * answers, byte for byte. It is honest work, not a cache: per request it parses the body and
 * checks it is that document, checks the session cookie as viewerForSessionToken does (hash,
 * suspended account, expiry, idle time, the lastSeen write when due), reads the same rows with
 * hand-written SQL and computes completion with the app's own pure module.
 *
 * Two handlers, chosen by RAW_MODE:
 * - `pipelined` (the default, the fastest plain handler): its three statements (the session, the
 *   banner ads, everything of the viewer keyed by the session's token hash) go out at once on
 *   pooled connections, so a dashboard waits one round trip; each is a named statement, prepared
 *   once per connection. The viewer's row is thrown away when the session does not pass.
 * - `two-trips` (the older baseline): the session and the banner ads together, then the viewer's
 *   statement once the session passed, all unnamed (parsed and planned on every request).
 *
 * It does not recompute stale matches (that is MatchMade's engine): it answers 500 when it finds
 * them stale, and the bench makes sure they are fresh before it measures.
 *
 * Run by bench/dashboard.bench.ts as its own process: DATABASE_URL, PORT, DASHBOARD_QUERY (the
 * exact query text the browser sends) and RAW_MODE in the environment; GET /healthz answers once listening.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { parseCookie } from 'cookie';
import pg from 'pg';
import { computeCompletion, EMPTY_PROFILE, isPromptDue, type CompletionInput } from '../graph/src/shared/profile-completion.js';
import { hashSessionToken, SESSION_COOKIE, SESSION_IDLE_MS, TOUCH_EVERY_MS } from '../graph/src/modules/user/session.service.js';

const databaseUrl = process.env.DATABASE_URL;
const expectedQuery = process.env.DASHBOARD_QUERY;
if (!databaseUrl || !expectedQuery) throw new Error('DATABASE_URL and DASHBOARD_QUERY are required');
const MODE = process.env.RAW_MODE ?? 'pipelined';
if (MODE !== 'pipelined' && MODE !== 'two-trips') throw new Error(`RAW_MODE is pipelined or two-trips, not ${MODE}`);

/** The app's pool size (config DEFAULT_POOL.max). */
const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(process.env.DB_POOL_MAX ?? 10) });

type SessionRow = { id: string; user_id: string; expires_at: Date; last_seen_at: Date };

// A suspended account has no session (as the app's own session statement reads it).
const SESSION_SQL = `select s.id, s.user_id, s.expires_at, s.last_seen_at from sessions s join users u on u.id = s.user_id
  where s.token_hash = $1 and u.suspended_at is null`;

// The app's touch: the session's last use and its account's, in one statement; the first use of a
// UTC day also records the day for the account.
const TOUCH_SQL = `with touched as (update sessions set last_seen_at = $1 where id = $2 returning user_id)
  update users set last_seen_at = $1 where id = (select user_id from touched)`;
const TOUCH_AND_RECORD_DAY_SQL = `with touched as (update sessions set last_seen_at = $1 where id = $2 returning user_id),
    seen as (update users set last_seen_at = $1 where id = (select user_id from touched) returning id)
  insert into user_activity_days (day, user_id) select $3::date, id from seen on conflict do nothing`;

// bannerAds(placement: "dashboard") as activeBannerAds reads it.
const BANNER_SQL = `select id, title, description, image_url, link_url, sponsor from banner_ads
  where placement = 'dashboard' and active and (starts_at is null or starts_at <= $1) and (ends_at is null or ends_at > $1)
  order by priority desc, created_at asc`;

type BannerRow = { id: string; title: string; description: string; image_url: string; link_url: string; sponsor: string };

/** Match, then its resource: [id, status, score, reason, type, resource id, name, url, logoUrl, category]. */
type MatchTuple = [string, string, number, string, string, string, string, string, string, string[]];

// Everything of the viewer in one statement: the user (the viewer field's own read), the
// profile, the freshness flag, the four counts and the first 20 non-dismissed matches, best
// first, with their resources. recentRecommendations(first: 4) is the head of the same list.
const viewerSql = (from: string) => `select u.id, u.user_type, p.id is not null as has_profile,
    p.artist_name, p.bio, p.genres, p.location, p.career_stage, p.skills, p.profile_picture_url, p.website,
    p.social_media, p.looking_for, p.prompt_dismissed_at,
    (p.matches_stale_at is not null or not exists (select 1 from matches where user_id = u.id)) as stale,
    (select count(*) from brands where listed)::int as total_brands,
    (select count(*) from brand_connections where user_id = u.id and status = 'connected')::int as connected_brands,
    (select count(*) from matches where user_id = u.id and status <> 'dismissed')::int as resource_matches,
    (select count(*) from matches where user_id = u.id and status in ('active', 'bookmarked')
       and recommendation_type in ('essential', 'recommended'))::int as active_recommendations,
    (select coalesce(json_agg(json_build_array(m.id, m.status, m.match_score, m.match_reason, m.recommendation_type,
                                               r.id, r.name, r.url, r.logo_url, r.category) order by m.match_score desc, m.id), '[]')
       from (select * from matches where user_id = u.id and status <> 'dismissed' order by match_score desc, id limit 20) m
       join resources r on r.id = m.resource_id) as matches
  ${from}`;

/** The older handler's: by the user id its session read gave. */
const VIEWER_BY_ID_SQL = viewerSql('from users u left join profiles p on p.user_id = u.id where u.id = $1');
/** The pipelined handler's: by the session's token hash, in parallel with the session's own read. */
const VIEWER_BY_TOKEN_SQL = viewerSql(
  'from sessions s join users u on u.id = s.user_id and u.suspended_at is null left join profiles p on p.user_id = u.id where s.token_hash = $1',
);

type ViewerRow = {
  id: string;
  user_type: string;
  has_profile: boolean;
  artist_name: string | null;
  bio: string;
  genres: string[];
  location: string | null;
  career_stage: string | null;
  skills: string[];
  profile_picture_url: string | null;
  website: string | null;
  social_media: Record<string, string | null>;
  looking_for: string[];
  prompt_dismissed_at: Date | null;
  stale: boolean;
  total_brands: number;
  connected_brands: number;
  resource_matches: number;
  active_recommendations: number;
  matches: MatchTuple[];
};

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The viewer's user id, or null: viewerForSessionToken's rules (an expired or idle session is deleted; the touch when due). */
async function viewerId(row: SessionRow | undefined, named: boolean): Promise<string | null> {
  if (!row) return null;
  const now = Date.now();
  const lastSeen = row.last_seen_at.getTime();
  if (row.expires_at.getTime() <= now || lastSeen + SESSION_IDLE_MS <= now) {
    await pool.query('delete from sessions where id = $1', [row.id]);
    return null;
  }
  const firstToday = utcDay(lastSeen) !== utcDay(now);
  if (firstToday || now - lastSeen > TOUCH_EVERY_MS) {
    const at = new Date(now);
    if (firstToday) await pool.query({ text: TOUCH_AND_RECORD_DAY_SQL, values: [at, row.id, utcDay(now)], ...(named ? { name: 'dash-touch-day' } : {}) });
    else await pool.query({ text: TOUCH_SQL, values: [at, row.id], ...(named ? { name: 'dash-touch' } : {}) });
  }
  return row.user_id;
}

const enumName = (value: string) => value.toUpperCase();

function completionJson(row: ViewerRow) {
  const profile: CompletionInput = row.has_profile
    ? {
        artistName: row.artist_name,
        bio: row.bio,
        genres: row.genres,
        location: row.location,
        careerStage: row.career_stage,
        skills: row.skills,
        profilePictureUrl: row.profile_picture_url,
        website: row.website,
        socialMedia: row.social_media,
        lookingFor: row.looking_for,
      }
    : EMPTY_PROFILE;
  const completion = computeCompletion(profile);
  // The field order of the document: its three fragments merged in order, then isComplete.
  return {
    percent: completion.percent,
    promptDue: isPromptDue(completion.percent, row.has_profile ? row.prompt_dismissed_at : null),
    missingRequired: completion.missingRequired,
    missingOptional: completion.missingOptional,
    __typename: 'ProfileCompletion',
    isComplete: completion.isComplete,
  };
}

const matchJson = (m: MatchTuple, withCategory: boolean) => ({
  id: m[0],
  status: enumName(m[1]),
  matchScore: m[2],
  matchReason: m[3],
  recommendationType: enumName(m[4]),
  resource: withCategory
    ? { id: m[5], name: m[6], url: m[7], logoUrl: m[8], category: m[9], __typename: 'Resource' }
    : { id: m[5], name: m[6], url: m[7], logoUrl: m[8], __typename: 'Resource' },
  __typename: 'Match',
});

function viewerJson(row: ViewerRow) {
  return {
    id: row.id,
    userType: enumName(row.user_type),
    profileCompletion: completionJson(row),
    brandConnectionStats: {
      totalBrands: row.total_brands,
      connectedBrands: row.connected_brands,
      resourceMatches: row.resource_matches,
      activeRecommendations: row.active_recommendations,
      __typename: 'BrandConnectionStats',
    },
    recentRecommendations: row.matches.slice(0, 4).map((m) => matchJson(m, false)),
    matches: {
      totalCount: row.resource_matches,
      edges: row.matches.map((m) => ({ node: matchJson(m, true), __typename: 'MatchesEdge' })),
      __typename: 'MatchesConnection',
    },
    __typename: 'User',
  };
}

const bannerJson = (ad: BannerRow) => ({
  id: ad.id,
  title: ad.title,
  description: ad.description,
  imageUrl: ad.image_url,
  linkUrl: ad.link_url,
  sponsor: ad.sponsor,
  __typename: 'BannerAd',
});

const CONTENT_TYPE = 'application/graphql-response+json; charset=utf-8';

function send(res: ServerResponse, status: number, body: string, type = CONTENT_TYPE): void {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

async function dashboard(req: IncomingMessage, res: ServerResponse, raw: string): Promise<void> {
  let request: { operationName?: unknown; query?: unknown };
  try {
    request = JSON.parse(raw) as typeof request;
  } catch {
    return send(res, 400, '{"errors":[{"message":"Invalid JSON"}]}\n');
  }
  if (request.operationName !== 'DashboardRouteQuery' || request.query !== expectedQuery) {
    return send(res, 400, '{"errors":[{"message":"This server answers DashboardRouteQuery only"}]}\n');
  }
  const header = req.headers.cookie;
  const token = header ? parseCookie(header)[SESSION_COOKIE] : undefined;
  const hash = token && token.length <= 200 ? hashSessionToken(token) : undefined;
  const answer = MODE === 'pipelined' ? await pipelined(hash) : await twoTrips(hash);
  if (answer === 'stale') return send(res, 500, '{"errors":[{"message":"raw baseline: matches are stale (it does not recompute)"}]}\n');
  const { viewer, bannerAds } = answer;
  send(res, 200, `${JSON.stringify({ data: { viewer: viewer ? viewerJson(viewer) : null, bannerAds: bannerAds.map(bannerJson) } })}\n`);
}

type Answer = { viewer: ViewerRow | undefined; bannerAds: BannerRow[] } | 'stale';

/** One round trip: the three named statements at once, each on a pooled connection of its own. */
async function pipelined(hash: string | undefined): Promise<Answer> {
  const banners = pool.query<BannerRow>({ name: 'dash-banners', text: BANNER_SQL, values: [new Date()] });
  if (!hash) return { viewer: undefined, bannerAds: (await banners).rows };
  const session = pool.query<SessionRow>({ name: 'dash-session', text: SESSION_SQL, values: [hash] });
  const viewer = pool.query<ViewerRow>({ name: 'dash-viewer', text: VIEWER_BY_TOKEN_SQL, values: [hash] });
  // All three settle before any rejection can go unhandled.
  const [sessionResult, bannerResult, viewerResult] = await Promise.all([session, banners, viewer]);
  const userId = await viewerId(sessionResult.rows[0], true);
  const row = viewerResult.rows[0];
  if (!userId || !row || row.id !== userId) return { viewer: undefined, bannerAds: bannerResult.rows };
  return row.stale ? 'stale' : { viewer: row, bannerAds: bannerResult.rows };
}

/** Two round trips of unnamed statements: the session and the banner ads, then the viewer. */
async function twoTrips(hash: string | undefined): Promise<Answer> {
  const session = hash ? pool.query<SessionRow>(SESSION_SQL, [hash]) : null;
  const banners = pool.query<BannerRow>(BANNER_SQL, [new Date()]);
  // Both promises settle before either rejection can go unhandled.
  const [userId] = await Promise.all([session ? session.then((r) => viewerId(r.rows[0], false)) : null, banners]);
  const bannerAds = (await banners).rows;
  if (!userId) return { viewer: undefined, bannerAds };
  const row = (await pool.query<ViewerRow>(VIEWER_BY_ID_SQL, [userId])).rows[0];
  if (!row) return { viewer: undefined, bannerAds };
  return row.stale ? 'stale' : { viewer: row, bannerAds };
}

const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/healthz') return send(res, 200, '{"status":"ok"}', 'application/json');
  if (req.method !== 'POST' || req.url !== '/graphql') return send(res, 404, '{"error":"Not found"}', 'application/json');
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    dashboard(req, res, Buffer.concat(chunks).toString()).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) send(res, 500, '{"errors":[{"message":"Internal server error"}]}\n');
    });
  });
});

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
const stop = () => {
  server.close(() => void pool.end().then(() => process.exit(0)));
  server.closeAllConnections();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
