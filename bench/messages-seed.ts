/**
 * The messaging bench's data (bench/messages.bench.ts), written with SQL straight into the
 * tables: a thousand conversations take seconds, not the minutes the API would.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { hashSessionToken, SESSION_ABSOLUTE_MS, SESSION_COOKIE } from '../graph/src/modules/user/session.service.js';

export const CONVERSATIONS = 1000;
export const MESSAGES_PER_CONVERSATION = 200;
export const HUB_CONVERSATIONS = 500;
const UNREAD = 5;

export type Seeded = { cookies: Map<string, string>; hubId: string; conversations: { id: string; a: string; b: string }[] };

/**
 * Creators `bench_0` (the hub) to `bench_<n>`, each with a profile and a session. Conversation
 * k (1..1,000) is between the hub and creator k for k ≤ 500, else between creators k and k + 500.
 * Messages alternate between the two sides, the one who started first; the messages of all
 * conversations interleave, as they would in life, so a conversation's rows are spread over the
 * table. In every fourth of the hub's conversations the other side wrote the last `UNREAD`
 * messages, which the hub has not read.
 */
export async function seed(databaseUrl: string): Promise<Seeded> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('begin');
    // bench_0 is the hub; 500 creators talk with it and 1,000 others in pairs.
    await db.query(
      `insert into users (id, email, username, first_name, last_name, role, user_type)
       select gen_random_uuid(), 'bench-' || n || '@bench.test', 'bench_' || n, 'Bench', 'Creator ' || n, 'creator', 'artist'
         from generate_series(0, $1::int) n`,
      [CONVERSATIONS + HUB_CONVERSATIONS],
    );
    await db.query(
      `insert into profiles (id, user_id, artist_name, bio, genres, location, career_stage, skills, looking_for)
       select gen_random_uuid(), u.id, 'Bench Artist ' || substr(u.username, 7), 'Producer and songwriter.', '{Techno,House}', 'Berlin, Germany', 'emerging', '{Production}', '{Mastering}'
         from users u where u.username like 'bench\\_%'`,
    );
    // Conversation k: its two members `a` (who wrote first) and `b`.
    await db.query(
      `create temporary table bench_pairs on commit drop as
       select k, gen_random_uuid() as id, a.id as a, b.id as b, k <= $2 and k % 4 = 0 as unread
         from generate_series(1, $1::int) k
         join users a on a.username = 'bench_' || case when k <= $2 then 0 else k end
         join users b on b.username = 'bench_' || case when k <= $2 then k else k + $2 end`,
      [CONVERSATIONS, HUB_CONVERSATIONS],
    );
    await db.query(
      `insert into conversations (id, pair_key, started_by_id, created_at)
       select p.id, least(p.a, p.b)::text || ':' || greatest(p.a, p.b)::text, p.a, now() from bench_pairs p`,
    );
    // Seven days of history, a message somewhere every 3 s; ids rise with time.
    await db.query(
      `insert into messages (conversation_id, sender_id, body, created_at)
       select p.id, case when n % 2 = 1 and not (p.unread and n > $2::int - $3::int) then p.a else p.b end,
              'Message ' || n || ' about the mix: the low end sits better now, send me the stems when the bounce is done.',
              now() - (($1::int * $2::int - ((n - 1) * $1::int + p.k)) * interval '3 seconds')
         from generate_series(1, $2::int) n cross join bench_pairs p
        order by n, p.k`,
      [CONVERSATIONS, MESSAGES_PER_CONVERSATION, UNREAD],
    );
    await db.query(
      `update conversations c set created_at = s.first_at, last_message_at = s.last_at
         from (select conversation_id, min(created_at) as first_at, max(created_at) as last_at from messages group by conversation_id) s
        where s.conversation_id = c.id`,
    );
    await db.query(
      `insert into creator_connections (user_a_id, user_b_id, created_at)
       select least(p.a, p.b), greatest(p.a, p.b), c.created_at - interval '1 day' from bench_pairs p join conversations c on c.id = p.id`,
    );
    // Each side accepted when it first wrote and has read up to the last message, or (the hub,
    // in its unread conversations) up to its own last one, as sending leaves it.
    await db.query(
      `insert into conversation_members (conversation_id, user_id, is_request, accepted_at, hidden_at, last_read_message_id, last_message_at)
       select p.id, side.user_id, false, mine.first_at, null,
              case when p.unread and side.user_id = p.a then mine.last_id else (select max(id) from messages x where x.conversation_id = p.id) end,
              c.last_message_at
         from bench_pairs p
         join conversations c on c.id = p.id
         cross join lateral (values (p.a), (p.b)) side(user_id)
         cross join lateral (select min(created_at) as first_at, max(id) as last_id from messages x where x.conversation_id = p.id and x.sender_id = side.user_id) mine`,
    );
    const pairs = await db.query<{ id: string; a: string; b: string }>('select id, a, b from bench_pairs order by k');
    await db.query('commit');

    const users = (await db.query<{ id: string }>(`select id from users where username like 'bench\\_%'`)).rows.map((r) => r.id);
    const tokens = users.map(() => randomBytes(32).toString('base64url'));
    await db.query(
      `insert into sessions (id, token_hash, user_id, created_at, last_seen_at, expires_at)
       select gen_random_uuid(), t.hash, t.user_id, now(), now(), $3 from unnest($1::text[], $2::uuid[]) as t(hash, user_id)`,
      [tokens.map(hashSessionToken), users, new Date(Date.now() + SESSION_ABSOLUTE_MS)],
    );
    for (const table of ['users', 'profiles', 'sessions', 'conversations', 'conversation_members', 'messages', 'creator_connections'])
      await db.query(`analyze ${table}`);
    const hubId = (await db.query<{ id: string }>(`select id from users where username = 'bench_0'`)).rows[0]!.id;
    return {
      cookies: new Map(users.map((id, i) => [id, `${SESSION_COOKIE}=${tokens[i]}`])),
      hubId,
      conversations: pairs.rows.map(({ id, a, b }) => ({ id, a, b })),
    };
  } finally {
    await db.end();
  }
}
