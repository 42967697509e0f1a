import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../src/modules/audit/audit.service.js';
import { User } from '../src/modules/user/user.entity.js';
import { createSessionCookie, createUser, UserRole } from './seed-helpers.js';
import { startTestApp, type TestApp } from './test-app.js';

let t: TestApp;
let admin: { id: string; username: string; cookie: string };

beforeAll(async () => {
  t = await startTestApp();
  const user = await createUser(t.orm, { role: UserRole.ADMIN });
  admin = { ...user, cookie: await createSessionCookie(t.orm, user.id) };
});
afterAll(async () => {
  await t.close();
});

type Entry = {
  action: string;
  targetId: string;
  targetLabel: string;
  actorLabel: string;
  before: unknown;
  after: unknown;
  ip: string | null;
  requestId: string | null;
  actor: { id: string } | null;
};
const LOG = `query ($action: String, $actorId: ID, $first: Int, $since: DateTimeISO) {
  auditLog(action: $action, actorId: $actorId, first: $first, since: $since) {
    totalCount
    edges { node { action targetId targetLabel actorLabel before after ip requestId actor { id } } }
  }
}`;

const read = async (variables: Record<string, unknown>, cookie = admin.cookie) =>
  t.gql<{ auditLog: { totalCount: number; edges: { node: Entry }[] } }>(LOG, variables, { cookie });

const origin = (actorId: string) => ({
  actor: { kind: 'user' as const, id: actorId, role: 'admin' as const, sessionId: randomUUID() },
  requestId: 'req-1',
  ip: '203.0.113.9',
});

describe('the audit log', () => {
  it('keeps an entry written in a transaction that commits, and none from one that rolls back', async () => {
    const target = randomUUID();
    await t.orm.em.fork().transactional((tx) =>
      recordAudit(tx, origin(admin.id), {
        action: 'resource.update',
        targetType: 'resource',
        targetId: target,
        targetLabel: 'Kept',
        before: { name: 'Old' },
        after: { name: 'Kept' },
      }),
    );
    const failed = t.orm.em.fork().transactional(async (tx) => {
      await recordAudit(tx, origin(admin.id), { action: 'resource.update', targetType: 'resource', targetId: target, targetLabel: 'Rolled back' });
      throw new Error('the change failed');
    });
    await expect(failed).rejects.toThrow('the change failed');

    const { body } = await read({ actorId: admin.id, action: 'resource.update' });
    expect(body.errors).toBeUndefined();
    const mine = body.data!.auditLog.edges.map((e) => e.node).filter((n) => n.targetId === target);
    expect(mine).toEqual([
      {
        action: 'resource.update',
        targetId: target,
        targetLabel: 'Kept',
        actorLabel: admin.username,
        before: { name: 'Old' },
        after: { name: 'Kept' },
        ip: '203.0.113.9',
        requestId: 'req-1',
        actor: { id: admin.id },
      },
    ]);
  });

  it('lists newest first, filters by action group and time, and keeps the actor name after the account goes', async () => {
    const gone = await createUser(t.orm, { role: UserRole.ADMIN });
    const em = t.orm.em.fork();
    for (const action of ['ad.create', 'ad.update', 'ad.delete'] as const) {
      await em.transactional((tx) => recordAudit(tx, origin(gone.id), { action, targetType: 'ad', targetId: randomUUID(), targetLabel: action }));
    }
    await t.orm.em.fork().nativeDelete(User, { id: gone.id });

    const since = new Date(Date.now() - 60_000).toISOString();
    const { body } = await read({ action: 'ad', since, first: 100 });
    expect(body.errors).toBeUndefined();
    const theirs = body.data!.auditLog.edges.map((e) => e.node).filter((n) => n.actorLabel === gone.username);
    expect(theirs.map((n) => n.action)).toEqual(['ad.delete', 'ad.update', 'ad.create']);
    expect(theirs.every((n) => n.actor === null)).toBe(true);

    const future = await read({ action: 'ad', since: new Date(Date.now() + 60_000).toISOString() });
    expect(future.body.data!.auditLog.totalCount).toBe(0);
  });

  it('refuses unknown actions and malformed ids with BAD_USER_INPUT, and creators with FORBIDDEN', async () => {
    const unknown = await read({ action: 'resource.explode' });
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const badId = await read({ actorId: 'not-an-id' });
    expect(badId.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const creator = await createUser(t.orm);
    const refused = await read({}, await createSessionCookie(t.orm, creator.id));
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
