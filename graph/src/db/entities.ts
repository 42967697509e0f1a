import { AccountToken } from '../modules/account/account-token.entity.js';
import { AdEvent } from '../modules/ad/ad-event.entity.js';
import { BannerAd } from '../modules/ad/banner-ad.entity.js';
import { AuditEntry } from '../modules/audit/audit-entry.entity.js';
import { Block, ConnectionRequest, CreatorConnection, PrivacySettings } from '../modules/network/network.entities.js';
import { Conversation, ConversationMember, Message } from '../modules/messaging/messaging.entities.js';
import { ModerationNotice, Report, ReportMessage } from '../modules/moderation/moderation.entities.js';
import { AssistantConversation } from '../modules/assistant/assistant-conversation.entity.js';
import { BrandConnection } from '../modules/brand/brand-connection.entity.js';
import { BrandClaim } from '../modules/brand/brand-claim.entity.js';
import { BrandInvite } from '../modules/brand/brand-invite.entity.js';
import { BrandMember } from '../modules/brand/brand-member.entity.js';
import { BrandBlock } from '../modules/brand/brand-block.entity.js';
import { Brand } from '../modules/brand/brand.entity.js';
import { MatchAction } from '../modules/matchmade/match-action.entity.js';
import { Match } from '../modules/matchmade/match.entity.js';
import { Profile } from '../modules/profile/profile.entity.js';
import { Resource } from '../modules/resource/resource.entity.js';
import { Session } from '../modules/user/session.entity.js';
import { UserActivityDay } from '../modules/user/user-activity-day.entity.js';
import { UserIdentity } from '../modules/user/user-identity.entity.js';
import { User } from '../modules/user/user.entity.js';

/** Every entity, listed rather than globbed so tsx, vitest and a bundle all discover the same set. */
export const ENTITIES = [User, UserIdentity, Session, Profile, Brand, BrandConnection, BrandMember, BrandClaim, BrandInvite, Resource, Match, BannerAd, AssistantConversation, AuditEntry, AdEvent, ConnectionRequest, CreatorConnection, Block, PrivacySettings, Conversation, ConversationMember, Message, Report, ReportMessage, ModerationNotice, UserActivityDay, MatchAction, AccountToken, BrandBlock];
