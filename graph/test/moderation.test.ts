import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ModerationAction } from '../src/modules/moderation/moderation.entities.js';
import { createModerationKit, resolveReport } from '../src/modules/moderation/moderation.service.js';
import { auditOf, createCreator, createSessionCookie, createUser, UserRole, type TestCreator } from './seed-helpers.js';
import { startTestApp, type GqlBody, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ WORKER: 'off' });
});
afterAll(async () => {
  await t.close();
});

type Account = Pick<TestCreator, 'id' | 'username' | 'cookie' | 'name'>;

const creator = (): Promise<Account> => createCreator(t.orm);

async function admin(): Promise<Account> {
  const user = await createUser(t.orm, { role: UserRole.ADMIN, firstName: 'Ada' });
  return { id: user.id, username: user.username, cookie: await createSessionCookie(t.orm, user.id), name: 'Ada' };
}

const as = <T = Record<string, unknown>>(who: Account | null, query: string, variables: Record<string, unknown> = {}, app = t) =>
  app.gql<T>(query, variables, who ? { cookie: who.cookie } : {});
const code = (body: GqlBody<unknown>) => body.errors?.[0]?.extensions?.code;
const fields = (body: GqlBody<unknown>) => body.errors?.[0]?.extensions?.fields as Record<string, string> | undefined;

/** A conversation between two creators, written directly (the messaging rules are messaging.test.ts's). */
async function conversation(x: Account, y: Account): Promise<string> {
  const em = t.orm.em.fork();
  const [row] = await em.execute<{ id: string }[]>(
    `insert into conversations (id, pair_key, started_by_id, created_at) values (gen_random_uuid(), ?, ?, now()) returning id`,
    [x.id < y.id ? `${x.id}:${y.id}` : `${y.id}:${x.id}`, x.id],
  );
  await em.execute('insert into conversation_members (conversation_id, user_id, accepted_at) values (?, ?, now()), (?, ?, now())', [
    row!.id,
    x.id,
    row!.id,
    y.id,
  ]);
  return row!.id;
}
async function message(conversationId: string, from: Account, body: string): Promise<string> {
  const [row] = await t.orm.em
    .fork()
    .execute<{ id: string }[]>('insert into messages (conversation_id, sender_id, body) values (?, ?, ?) returning id', [conversationId, from.id, body]);
  return String(row!.id);
}
const bodiesOf = async (conversationId: string) =>
  (await t.orm.em.fork().execute<{ body: string }[]>('select body from messages where conversation_id = ? order by id', [conversationId])).map(
    (row) => row.body,
  );

type CreatorReport = {
  id: string;
  status: string;
  category: string;
  comment: string | null;
  messageCount: number;
  action: string | null;
  outcome: string | null;
  reportedCreator: { username: string } | null;
};
const REPORT_FIELDS = 'id status category comment messageCount action outcome reportedCreator { username }';
const report = (who: Account | null, reported: Account | string, more: { category?: string; comment?: string | null; messageIds?: string[] } = {}, app = t) =>
  as<{ reportCreator: CreatorReport }>(
    who,
    `mutation ($u: String!, $c: ReportCategory!, $comment: String, $m: [ID!]) { reportCreator(username: $u, category: $c, comment: $comment, messageIds: $m) { ${REPORT_FIELDS} } }`,
    {
      u: typeof reported === 'string' ? reported : reported.username,
      c: more.category ?? 'HARASSMENT',
      comment: more.comment ?? null,
      m: more.messageIds ?? null,
    },
    app,
  );
const reportId = async (...args: Parameters<typeof report>) => {
  const { body } = await report(...args);
  expect(body.errors).toBeUndefined();
  return body.data!.reportCreator.id;
};

const myReports = async (who: Account) => {
  const { body } = await as<{ viewer: { reports: { totalCount: number; edges: { node: CreatorReport }[] } } }>(
    who,
    `query ($n: Int) { viewer { reports(first: $n) { totalCount edges { node { ${REPORT_FIELDS} } } } } }`,
    { n: 100 },
  );
  expect(body.errors).toBeUndefined();
  return body.data!.viewer.reports;
};

type QueueItem = {
  id: string;
  status: string;
  category: string;
  comment: string | null;
  unresolvedReportCount: number;
  reportedUsername: string;
  reportedCreator: { username: string; displayName: string } | null;
  reporter: { username: string } | null;
  messages: { messageId: string; body: string; removed: boolean }[];
  claimedBy: { username: string } | null;
  resolvedBy: { username: string } | null;
  action: string | null;
  note: string | null;
};
const QUEUE_FIELDS =
  'id status category comment unresolvedReportCount reportedUsername reportedCreator { username displayName } reporter { username } messages { messageId body removed } claimedBy { username } resolvedBy { username } action note';
const queue = async (who: Account, status = 'OPEN') => {
  const { body } = await as<{ moderationQueue: { totalCount: number; edges: { node: QueueItem }[] } }>(
    who,
    `query ($s: ReportStatus!, $n: Int) { moderationQueue(status: $s, first: $n) { totalCount edges { node { ${QUEUE_FIELDS} } } } }`,
    { s: status, n: 100 },
  );
  expect(body.errors).toBeUndefined();
  return body.data!.moderationQueue.edges.map((edge) => edge.node);
};
const claim = (who: Account | null, id: string) =>
  as<{ claimReport: QueueItem }>(who, `mutation ($id: ID!) { claimReport(id: $id) { ${QUEUE_FIELDS} } }`, { id });
const resolve = (who: Account | null, id: string, action: string, note: string | null = null) =>
  as<{ resolveReport: QueueItem }>(
    who,
    `mutation ($id: ID!, $a: ModerationAction!, $n: String) { resolveReport(id: $id, action: $a, note: $n) { ${QUEUE_FIELDS} } }`,
    { id, a: action, n: note },
  );

describe('reporting a creator', () => {
  it('stores the report with a copy of each attached message; the reported creator is not told', async () => {
    const [x, y, boss] = [await creator(), await creator(), await admin()];
    const conv = await conversation(x, y);
    const first = await message(conv, y, 'Send me your password or else');
    await message(conv, x, 'Please stop');
    const second = await message(conv, y, 'You will regret this');

    const { body } = await report(x, y, { comment: '  Threats after I said no.  ', messageIds: [first, second, first] });
    expect(body.errors).toBeUndefined();
    expect(body.data!.reportCreator).toMatchObject({
      status: 'OPEN',
      category: 'HARASSMENT',
      comment: 'Threats after I said no.',
      messageCount: 2,
      action: null,
      outcome: null,
      reportedCreator: { username: y.username },
    });

    const item = (await queue(boss)).find((i) => i.id === body.data!.reportCreator.id);
    expect(item).toMatchObject({
      reporter: { username: x.username },
      reportedCreator: { username: y.username, displayName: y.name },
      unresolvedReportCount: 1,
    });
    expect(item!.messages).toEqual([
      { messageId: first, body: 'Send me your password or else', removed: false },
      { messageId: second, body: 'You will regret this', removed: false },
    ]);

    // Nothing reaches the reported creator.
    const { body: theirs } = await as<{ viewer: { reports: { totalCount: number }; moderationNotices: unknown[] } }>(
      y,
      '{ viewer { reports { totalCount } moderationNotices { message } } }',
    );
    expect(theirs.data?.viewer).toEqual({ reports: { totalCount: 0 }, moderationNotices: [] });
  });

  it("refuses messages from another conversation, the reporter's own messages and ids that are not ids, saving nothing", async () => {
    const [x, y, z] = [await creator(), await creator(), await creator()];
    const mine = await conversation(x, y);
    const elsewhere = await conversation(z, y);
    const theirs = await message(mine, y, 'hello');
    const own = await message(mine, x, 'hi back');
    const notToMe = await message(elsewhere, y, 'a message to someone else');

    for (const messageIds of [[theirs, notToMe], [own], ['abc'], ['99999999999999']]) {
      const { body } = await report(x, y, { messageIds });
      expect(code(body)).toBe('BAD_USER_INPUT');
      expect(fields(body)).toHaveProperty('messageIds');
    }
    expect((await myReports(x)).totalCount).toBe(0);
    expect(await reportId(x, y, { messageIds: [theirs] })).toBeTruthy();
  });

  it('holds comments, lists and the reporter to their limits', async () => {
    const [x, y, z] = [await creator(), await creator(), await creator()];
    const tooLong = await report(x, y, { comment: 'x'.repeat(1001) });
    expect(code(tooLong.body)).toBe('BAD_USER_INPUT');
    expect(tooLong.body.errors?.[0]?.message).toBe('comment must be at most 1000 characters');
    const tooMany = await report(x, y, { messageIds: Array.from({ length: 51 }, (_, i) => String(i + 1)) });
    expect(tooMany.body.errors?.[0]?.message).toBe('messageIds must have at most 50 items');
    expect(code((await report(x, x)).body)).toBe('BAD_USER_INPUT');
    expect(code((await report(x, 'nobody-by-this-name')).body)).toBe('NOT_FOUND');
    expect(code((await report(null, y)).body)).toBe('UNAUTHENTICATED');
    expect((await myReports(x)).totalCount).toBe(0);

    // Exactly at the limit is fine; a second report on the same creator waits for the first.
    expect(await reportId(x, y, { comment: 'y'.repeat(1000) })).toBeTruthy();
    const again = await report(x, y, { category: 'SPAM' });
    expect(code(again.body)).toBe('BAD_USER_INPUT');
    expect(again.body.errors?.[0]?.message).toBe(`You have reported @${y.username} already: an admin will look at it.`);

    // A block does not stand in the way: one often blocks first and reports after.
    await as(z, 'mutation ($u: String!) { blockUser(username: $u) }', { u: x.username });
    expect(await reportId(x, z)).toBeTruthy();
  });

  it('refuses a brand account or an admin as the reported creator, as any account that is not a creator: NOT_FOUND, nothing stored', async () => {
    const [x, brandAccount, boss] = [await creator(), await creator(), await admin()];
    await t.orm.em.fork().execute(`update users set user_type = 'brand' where id = ?`, [brandAccount.id]);
    for (const target of [brandAccount, boss]) {
      const { body } = await report(x, target);
      expect([code(body), body.errors?.[0]?.message]).toEqual(['NOT_FOUND', 'No such creator']);
    }
    expect((await myReports(x)).totalCount).toBe(0);
  });

  it('lets a creator report again once their report is resolved', async () => {
    const [x, y, boss] = [await creator(), await creator(), await admin()];
    const id = await reportId(x, y);
    expect((await resolve(boss, id, 'DISMISS')).body.errors).toBeUndefined();
    expect(await reportId(x, y, { category: 'SPAM' })).toBeTruthy();
  });

  it('limits reports per creator per day through the platform limiter', async () => {
    const limited = await startTestApp({ WORKER: 'off', REPORTS_PER_DAY: '2' });
    try {
      const x = await creator();
      const results = [];
      for (const other of [await creator(), await creator(), await creator()]) results.push(code((await report(x, other, {}, limited)).body) ?? 'ok');
      expect(results).toEqual(['ok', 'ok', 'RATE_LIMITED']);
    } finally {
      await limited.close();
    }
  });
});

describe('the moderation queue', () => {
  it('puts the most reported creators first, their reports together and the newest first', async () => {
    const boss = await admin();
    const [most, some, once] = [await creator(), await creator(), await creator()];
    const ids: Record<string, string[]> = { most: [], some: [], once: [] };
    for (let i = 0; i < 3; i++) ids.most!.push(await reportId(await creator(), most, { category: i === 0 ? 'SPAM' : 'HARASSMENT' }));
    for (let i = 0; i < 2; i++) ids.some!.push(await reportId(await creator(), some));
    ids.once!.push(await reportId(await creator(), once, { category: 'IMPERSONATION' }));
    // A claimed report still counts towards its creator's unresolved reports.
    expect((await claim(boss, ids.most![0]!)).body.errors).toBeUndefined();

    const mine = new Set(Object.values(ids).flat());
    const open = (await queue(boss)).filter((item) => mine.has(item.id));
    expect(open.map((item) => item.id)).toEqual([ids.most![2], ids.most![1], ids.some![1], ids.some![0], ids.once![0]]);
    expect(open.map((item) => item.unresolvedReportCount)).toEqual([3, 3, 2, 2, 1]);
    expect((await queue(boss, 'CLAIMED')).filter((item) => mine.has(item.id)).map((item) => [item.id, item.claimedBy?.username])).toEqual([
      [ids.most![0], boss.username],
    ]);

    await resolve(boss, ids.once![0]!, 'DISMISS', 'Parody account, labelled as such');
    await resolve(boss, ids.some![0]!, 'DISMISS');
    const resolved = (await queue(boss, 'RESOLVED')).filter((item) => mine.has(item.id));
    expect(resolved.map((item) => [item.id, item.note])).toEqual([
      [ids.some![0], null],
      [ids.once![0], 'Parody account, labelled as such'],
    ]);
  });

  it('is for admins only: creators are FORBIDDEN, visitors UNAUTHENTICATED, with nothing changed', async () => {
    const [x, y, boss] = [await creator(), await creator(), await admin()];
    const id = await reportId(x, y);
    for (const [who, expected] of [
      [x, 'FORBIDDEN'],
      [null, 'UNAUTHENTICATED'],
    ] as const) {
      expect(code((await as(who, '{ moderationQueue { totalCount } }')).body)).toBe(expected);
      expect(code((await claim(who, id)).body)).toBe(expected);
      expect(code((await resolve(who, id, 'SUSPEND')).body)).toBe(expected);
    }
    expect((await queue(boss)).find((item) => item.id === id)).toMatchObject({ status: 'OPEN', claimedBy: null });
    expect(await auditOf(t.orm, 'report', id)).toEqual([]);
  });
});

describe('claiming', () => {
  it('lets exactly one of several admins claiming at once win, with one audit entry', async () => {
    const admins = [await admin(), await admin(), await admin(), await admin()];
    for (let round = 0; round < 5; round++) {
      const id = await reportId(await creator(), await creator());
      const results = await Promise.all(admins.map((who) => claim(who, id)));
      const won = results.flatMap((r, i) => (r.body.errors ? [] : [admins[i]!]));
      expect(won).toHaveLength(1);
      const [winner] = won as [Account];
      const losers = admins.filter((who) => who !== winner);
      expect(results.filter((r) => r.body.errors).map((r) => [code(r.body), r.body.errors?.[0]?.message])).toEqual(
        losers.map(() => ['CONFLICT', `@${winner.username} has claimed this report`]),
      );
      expect((await auditOf(t.orm, 'report', id)).map((e) => [e.action, e.actorId])).toEqual([['report.claim', winner.id]]);

      // The claim holds: another admin can neither claim nor resolve it, and the winner cannot claim twice.
      expect(code((await resolve(losers[0]!, id, 'DISMISS')).body)).toBe('CONFLICT');
      expect((await claim(winner, id)).body.errors?.[0]?.message).toBe('You have claimed this report already');
      expect(await auditOf(t.orm, 'report', id)).toHaveLength(1);
    }
  });

  it('refuses ids that are not reports', async () => {
    const boss = await admin();
    expect(code((await claim(boss, 'not-a-uuid')).body)).toBe('BAD_USER_INPUT');
    expect(code((await claim(boss, '00000000-0000-4000-8000-000000000000')).body)).toBe('NOT_FOUND');
    expect(code((await resolve(boss, '00000000-0000-4000-8000-000000000000', 'DISMISS')).body)).toBe('NOT_FOUND');
  });
});

describe('resolving', () => {
  /** A report by x on y with two of y's messages attached, and one message of y's left out. */
  async function reported() {
    const [x, y] = [await creator(), await creator()];
    const conv = await conversation(x, y);
    const attached = [await message(conv, y, 'Buy followers now'), await message(conv, y, 'Cheap likes, DM me')];
    await message(conv, y, 'Are you there?');
    const id = await reportId(x, y, { category: 'SPAM', messageIds: attached });
    return { x, y, conv, attached, id };
  }
  const outcomeOf = async (who: Account, id: string) => (await myReports(who)).edges.map((e) => e.node).find((node) => node.id === id)!;

  it('DISMISS closes the report; the reporter reads the outcome, never the note', async () => {
    const boss = await admin();
    const { x, id } = await reported();
    expect((await outcomeOf(x, id)).status).toBe('OPEN');
    await claim(boss, id);
    expect((await outcomeOf(x, id)).status).toBe('CLAIMED');
    const { body } = await resolve(boss, id, 'DISMISS', 'Promotional, not abusive');
    expect(body.data?.resolveReport).toMatchObject({
      status: 'RESOLVED',
      action: 'DISMISS',
      note: 'Promotional, not abusive',
      resolvedBy: { username: boss.username },
    });
    expect(await outcomeOf(x, id)).toMatchObject({ status: 'RESOLVED', action: 'DISMISS', outcome: 'Reviewed: no action was needed' });
    // The note is an admin's field: the reporter's type has none.
    expect(code((await as(x, '{ viewer { reports { edges { node { note } } } } }')).body)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect((await auditOf(t.orm, 'report', id)).map((e) => [e.action, e.before, e.after])).toEqual([
      ['report.resolve', { status: 'CLAIMED' }, { status: 'RESOLVED', action: 'DISMISS', note: 'Promotional, not abusive' }],
      ['report.claim', { status: 'OPEN' }, { status: 'CLAIMED' }],
    ]);
    expect(code((await resolve(boss, id, 'WARN')).body)).toBe('CONFLICT');
    expect(await auditOf(t.orm, 'report', id)).toHaveLength(2);
  });

  it('WARN leaves the reported creator a notice', async () => {
    const boss = await admin();
    const { x, y, id } = await reported();
    expect((await resolve(boss, id, 'WARN')).body.errors).toBeUndefined();
    const { body } = await as<{ viewer: { moderationNotices: { message: string }[] } }>(y, '{ viewer { moderationNotices { message } } }');
    expect(body.data?.viewer.moderationNotices).toHaveLength(1);
    expect(body.data?.viewer.moderationNotices[0]!.message).toContain('(spam)');
    expect((await outcomeOf(x, id)).outcome).toBe('The creator was warned');
    expect((await auditOf(t.orm, 'report', id)).map((e) => [e.action, e.after?.action])).toEqual([['report.resolve', 'WARN']]);
  });

  it('REMOVE_MESSAGES deletes the attached messages only; the report keeps their copies', async () => {
    const boss = await admin();
    const { x, conv, attached, id } = await reported();
    const { body } = await resolve(boss, id, 'REMOVE_MESSAGES', 'Spam links');
    expect(body.errors).toBeUndefined();
    expect(body.data!.resolveReport.messages).toEqual([
      { messageId: attached[0], body: 'Buy followers now', removed: true },
      { messageId: attached[1], body: 'Cheap likes, DM me', removed: true },
    ]);
    expect(await bodiesOf(conv)).toEqual(['Are you there?']);
    expect((await outcomeOf(x, id)).outcome).toBe('The reported messages were removed');
    expect((await auditOf(t.orm, 'report', id)).map((e) => [e.action, e.after?.removedMessages])).toEqual([['report.resolve', attached]]);
  });

  it('REMOVE_MESSAGES without attached messages is refused, changing nothing', async () => {
    const boss = await admin();
    const [x, y] = [await creator(), await creator()];
    const id = await reportId(x, y);
    const { body } = await resolve(boss, id, 'REMOVE_MESSAGES');
    expect(code(body)).toBe('BAD_USER_INPUT');
    expect(fields(body)).toHaveProperty('action');
    expect((await outcomeOf(x, id)).status).toBe('OPEN');
    expect(await auditOf(t.orm, 'report', id)).toEqual([]);
  });

  it('SUSPEND suspends the account and signs it out everywhere', async () => {
    const boss = await admin();
    const { x, y, id } = await reported();
    expect((await as<{ viewer: { id: string } }>(y, '{ viewer { id } }')).body.data?.viewer).toEqual({ id: y.id });
    const standingInQueue = async (status: string) => {
      const { body } = await as<{ moderationQueue: { edges: { node: { id: string; reportedSuspendedAt: string | null } }[] } }>(
        boss,
        'query ($s: ReportStatus!) { moderationQueue(status: $s, first: 100) { edges { node { id reportedSuspendedAt } } } }',
        { s: status },
      );
      return body.data!.moderationQueue.edges.find((edge) => edge.node.id === id)?.node.reportedSuspendedAt;
    };
    // The card shows the reported account's standing as it is now: in good standing before.
    expect(await standingInQueue('OPEN')).toBeNull();
    expect((await resolve(boss, id, 'SUSPEND', 'Spam bot')).body.errors).toBeUndefined();
    expect(await standingInQueue('RESOLVED')).toEqual(expect.any(String));
    // Only admins read it: the reporter's view of their report has no such field.
    expect(code((await as(x, '{ viewer { reports { edges { node { reportedSuspendedAt } } } } }')).body)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect((await as(y, '{ viewer { id } }')).body.data?.viewer).toBeNull();
    const [row] = await t.orm.em
      .fork()
      .execute<{ suspended_at: string | null; suspension_reason: string | null; sessions: string }[]>(
        'select suspended_at, suspension_reason, (select count(*) from sessions where user_id = u.id) as sessions from users u where id = ?',
        [y.id],
      );
    expect(row).toMatchObject({ suspension_reason: 'Spam bot', sessions: '0' });
    expect(row!.suspended_at).not.toBeNull();
    expect((await outcomeOf(x, id)).outcome).toBe('The account was suspended');
    expect((await auditOf(t.orm, 'report', id)).map((e) => [e.action, e.after?.action, e.actorId])).toEqual([['report.resolve', 'SUSPEND', boss.id]]);
  });

  /** A creator reported by another, then made an admin: a report an admin may be asked to resolve against themselves. */
  async function reportedAdmin() {
    const { x, y, id } = await reported();
    await t.orm.em.fork().execute(`update users set role = 'admin' where id = ?`, [y.id]);
    return { x, id, admin: { ...y, cookie: await createSessionCookie(t.orm, y.id) } };
  }
  const standing = async (id: string) =>
    (
      await t.orm.em.fork().execute<{ role: string; suspended: boolean }[]>('select role, suspended_at is not null as suspended from users where id = ?', [id])
    )[0];

  it('SUSPEND keeps the rules of suspending from the back office: never oneself', async () => {
    const { x, id, admin: self } = await reportedAdmin();
    const { body } = await resolve(self, id, 'SUSPEND', 'Suspending myself');
    expect(body.errors?.[0]).toMatchObject({ message: 'You cannot suspend your own account', extensions: { code: 'FORBIDDEN' } });
    expect(await standing(self.id)).toEqual({ role: 'admin', suspended: false });
    expect((await outcomeOf(x, id)).status).toBe('OPEN');
    expect(await auditOf(t.orm, 'report', id)).toEqual([]);
  });

  it('SUSPEND never suspends the last admin who can sign in', async () => {
    // As in the back office's test: played in a transaction that is rolled back, where every
    // other admin is a creator (the acting one included, a moment after being demoted), so that
    // no other test sees it.
    const { x, id, admin: survivor } = await reportedAdmin();
    const acting = await admin();
    const rollback = new Error('rollback');
    let outcome: unknown;
    await t.orm.em
      .fork()
      .transactional(async (tx) => {
        await tx.execute(`update users set role = 'creator' where role = 'admin' and id <> ?`, [survivor.id]);
        const ctx = {
          em: tx,
          actor: { kind: 'user', id: acting.id, role: 'admin', sessionId: randomUUID() },
          requestId: 'last-admin',
          session: { meta: { ip: null, userAgent: null } },
          moderation: createModerationKit(t.app.pubsub),
        } as unknown as Parameters<typeof resolveReport>[0];
        outcome = await resolveReport(ctx, id, ModerationAction.SUSPEND, 'The last admin').catch((error: unknown) => error);
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
    expect(outcome).toMatchObject({ code: 'BAD_USER_INPUT', fields: { userId: 'The last admin' } });
    expect(await standing(survivor.id)).toEqual({ role: 'admin', suspended: false });
    expect((await outcomeOf(x, id)).status).toBe('OPEN');
  });

  it('SUSPEND by two admins against each other at once suspends one of them only', async () => {
    const [a, b] = [await reportedAdmin(), await reportedAdmin()];
    const results = await Promise.all([resolve(a.admin, b.id, 'SUSPEND', 'Mutual'), resolve(b.admin, a.id, 'SUSPEND', 'Mutual')]);
    const codes = results.map((r) => code(r.body));
    expect(codes.filter((c) => c === undefined)).toHaveLength(1);
    // The loser is no admin who can sign in by the time its change runs, or no longer signed in.
    expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(codes.find((c) => c !== undefined));
    expect([(await standing(a.admin.id))!.suspended, (await standing(b.admin.id))!.suspended].sort()).toEqual([false, true]);
  });

  it('refuses an over-long note before anything changes', async () => {
    const boss = await admin();
    const { x, id } = await reported();
    const { body } = await resolve(boss, id, 'SUSPEND', 'n'.repeat(1001));
    expect(code(body)).toBe('BAD_USER_INPUT');
    expect(fields(body)).toHaveProperty('note');
    expect((await outcomeOf(x, id)).status).toBe('OPEN');
    expect(await auditOf(t.orm, 'report', id)).toEqual([]);
  });
});
