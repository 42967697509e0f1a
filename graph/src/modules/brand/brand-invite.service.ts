import { createHash, randomBytes } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { assertCan } from '../common/authz.js';
import type { Context } from '../common/context.js';
import { isEmailAddress, normaliseEmail } from '../../shared/email-address.js';
import { AppError } from '../common/errors.js';
import { ACCOUNT_LIMITS, BRAND_LIMITS } from '../../shared/limits.js';
import { checkLength, isUuid } from '../common/validation.js';
import { subjectLine } from '../mail/mail.js';
import { User } from '../user/user.entity.js';
import { assertBrandAccount } from './brand-account.service.js';
import { BrandInvite } from './brand-invite.entity.js';
import { BrandMember, BrandMemberRole } from './brand-member.entity.js';
import { assertBrandTeam } from './brand-team.js';
import { Brand } from './brand.entity.js';

/**
 * Invitations to a brand's team: an owner invites an e-mail address; the mail carries
 * a link to /brand/join?token=…, where the invitee signs up (as a brand account) or signs in, and
 * the page accepts the token. Only the token's hash is stored; a link works once, for 7 days.
 */

/** How long an invitation link works. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Every invitation mail's subject: fixed, with nothing an inviter wrote. */
export const INVITE_SUBJECT = "You're invited to a brand team on SoundBoard";

/** Where an invitation link leads in the web app. */
export const JOIN_PATH = '/brand/join';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type MailContext = Pick<Context, 'em' | 'actor' | 'mail'>;

/**
 * Invites an address to the brand's team and e-mails the link, queued in the transaction that
 * stores the invitation. Only the owners of a brand an admin verified invite. A new invitation to
 * the same address replaces the pending one (its link stops working). At most
 * BRAND_LIMITS.invitesPerDay per brand a day.
 */
export async function inviteBrandMember({ em, actor, mail }: MailContext, brandId: string, rawEmail: string): Promise<BrandInvite> {
  checkLength('email', rawEmail, ACCOUNT_LIMITS.email);
  // The invitee signs up with this address: it passes the sign-up's rule, or is refused here.
  const email = normaliseEmail(rawEmail);
  if (!isEmailAddress(email)) throw new AppError('BAD_USER_INPUT', 'Enter a valid e-mail address', { email: 'Not an e-mail address' });
  const { user, brand } = await assertBrandTeam(em, actor, 'brand:invite', brandId);
  const token = randomBytes(32).toString('base64url');
  return em.transactional(async (tx) => {
    // One invitation at a time per brand: the day's count and the replaced link stay exact.
    await tx.findOneOrFail(Brand, { id: brand.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const [onTeam] = await tx.execute<{ id: string }[]>(
      'select m.id from brand_members m join users u on u.id = m.user_id where m.brand_id = ? and u.email = ?',
      [brand.id, email],
    );
    if (onTeam) throw new AppError('CONFLICT', 'This address is already on the team', { email: 'Already on the team' });
    const [sent] = await tx.execute<{ n: number }[]>(
      `select count(*)::int as n from brand_invites where brand_id = ? and created_at > now() - interval '1 day'`,
      [brand.id],
    );
    if ((sent?.n ?? 0) >= BRAND_LIMITS.invitesPerDay) {
      throw new AppError('RATE_LIMITED', `A brand can send at most ${BRAND_LIMITS.invitesPerDay} invitations a day: try again tomorrow`, undefined, 3600);
    }
    const now = new Date();
    // The address's earlier link stops working: only the newest invitation is pending.
    await tx.nativeUpdate(BrandInvite, { brand: brand.id, email, acceptedAt: null, expiresAt: { $gt: now } }, { expiresAt: now });
    const invite = tx.create(BrandInvite, {
      brand,
      email,
      tokenHash: hashToken(token),
      invitedBy: tx.getReference(User, user.id),
      expiresAt: new Date(now.getTime() + INVITE_TTL_MS),
    });
    await tx.flush();
    const link = mail.link(`${JOIN_PATH}?token=${token}`);
    // The subject is ours alone and the inviter's own words (their name) are left out: only the
    // brand's name, which an admin checked when verifying the brand, appears, on its own line and
    // kept to it (a name stored with a line break under an older rule cannot start a line of its own).
    await mail.queue(tx, {
      to: email,
      subject: INVITE_SUBJECT,
      text: [
        "You're invited to join a brand's team on SoundBoard.",
        '',
        `Brand: ${subjectLine(brand.name)}`,
        '',
        'As a team member you edit the brand page and answer creators who want to connect.',
        '',
        `Accept the invitation: ${link}`,
        '',
        'No account yet? The link asks you to sign up as a brand with this address first.',
        'The link works once, for 7 days. If you did not expect it, ignore this e-mail.',
      ].join('\n'),
    });
    return invite;
  });
}

/**
 * The signed-in brand account joins the team as a MEMBER with the token from its invitation link.
 * Refused clearly: an unknown token (NOT_FOUND), a used or expired one (CONFLICT), another
 * account's address (FORBIDDEN). Answers the brand.
 */
export async function acceptBrandInvite({ em, actor }: Pick<Context, 'em' | 'actor'>, token: string): Promise<Brand> {
  checkLength('token', token, BRAND_LIMITS.token);
  const account = await assertBrandAccount(em, actor);
  const user = await em.findOneOrFail(User, { id: account.id });
  return em.transactional(async (tx) => {
    const invite = await tx.findOne(BrandInvite, { tokenHash: hashToken(token.trim()) }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!invite) throw new AppError('NOT_FOUND', "This invitation link is not valid: ask the brand's owner for a new one");
    if (invite.acceptedAt) throw new AppError('CONFLICT', 'This invitation has already been used');
    if (invite.expiresAt.getTime() <= Date.now()) throw new AppError('CONFLICT', "This invitation has expired: ask the brand's owner for a new one");
    if (invite.email !== user.email) {
      throw new AppError('FORBIDDEN', 'This invitation was sent to another e-mail address: sign in with the address it was sent to');
    }
    const brand = await tx.findOneOrFail(Brand, { id: invite.brand.id });
    const member = await tx.findOne(BrandMember, { brand, user: user.id });
    if (!member) tx.create(BrandMember, { brand, user: tx.getReference(User, user.id), role: BrandMemberRole.MEMBER });
    tx.assign(invite, { acceptedAt: new Date(), acceptedBy: tx.getReference(User, user.id) });
    await tx.flush();
    return brand;
  });
}

/** The brand's pending invitations (neither used nor expired), newest first; its owners only. */
export async function brandInvites(em: EntityManager, actor: Context['actor'], brandId: string): Promise<BrandInvite[]> {
  await assertBrandTeam(em, actor, 'brand:team', brandId);
  return em.find(BrandInvite, { brand: brandId, acceptedAt: null, expiresAt: { $gt: new Date() } }, { orderBy: { createdAt: 'desc', id: 'desc' } });
}

/** Ends a pending invitation's link at once; its brand's owners only. Answers true (also when it was already used or expired). */
export async function revokeBrandInvite(em: EntityManager, actor: Context['actor'], id: string): Promise<boolean> {
  if (!isUuid(id)) throw new AppError('BAD_USER_INPUT', 'Not an invitation id', { id: 'Not an invitation id (a UUID)' });
  // Signed in first, as for every team action.
  if (!actor) assertCan(actor, 'brand:team', { teamRole: null });
  const invite = await em.findOne(BrandInvite, { id });
  if (!invite) throw new AppError('NOT_FOUND', 'No such invitation');
  await assertBrandTeam(em, actor, 'brand:team', invite.brand.id);
  await em.nativeUpdate(BrandInvite, { id, acceptedAt: null, expiresAt: { $gt: new Date() } }, { expiresAt: new Date() });
  return true;
}
