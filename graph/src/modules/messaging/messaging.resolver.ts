import {
  Arg,
  Args,
  ArgsType,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  ID,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
  Subscription,
  registerEnumType,
} from 'type-graphql';
import type { Action } from '../common/authz.js';
import { PageInfo } from '../common/connection.js';
import { sharedPerViewer } from '../common/shared-subscriptions.js';
import type { Context } from '../common/context.js';
import { atMostCharacters, MESSAGE_LIMITS, NETWORK_LIMITS } from '../../shared/limits.js';
import { Brand } from '../brand/brand.entity.js';
import { DmPolicy } from '../network/network.entities.js';
import { CreatorProfile } from '../profile/creator.resolver.js';
import type { PublicCreator } from '../profile/profile.service.js';
import { User } from '../user/user.entity.js';
import {
  acceptMessageRequest,
  announcedMessage,
  brandConversationsOf,
  brandMessagePermission,
  conversation,
  conversationsOf,
  declineMessageRequest,
  markConversationRead,
  messagePermissionFor,
  messagesOf,
  sendMessage,
  startConversation,
  unreadTotalOf,
  type ConversationView,
  type InboxPage,
  type MessagePage,
  type MessagePermission,
  type MessageView,
  type Participant,
} from './messaging.service.js';

enum ParticipantKind {
  CREATOR = 'CREATOR',
  BRAND = 'BRAND',
}
registerEnumType(ParticipantKind, {
  name: 'ParticipantKind',
  description: "Who is on the other side of a conversation: a creator, or a brand's team (shown as the brand).",
  valuesConfig: {
    CREATOR: { description: 'A creator, with their public profile.' },
    BRAND: { description: "A brand's team, shown as the brand." },
  },
});

@ObjectType({ description: "One side of a conversation, as the other side sees it: a creator, or a brand's team (shown as the brand)." })
class ConversationParticipant {
  @Field(() => ID, { description: 'The account id (a brand id for a brand team).' }) id!: string;
  @Field(() => ParticipantKind, { description: 'Whether the other side is a creator or a brand team.' }) kind!: ParticipantKind;
  @Field(() => String, { description: 'The artist name, else the first name or username; the brand name for a brand.' }) displayName!: string;
  @Field(() => String, { nullable: true, description: "A creator's username, for their page (/creators/:username)." }) username!: string | null;
  @Field(() => String, { nullable: true, description: 'The address of their avatar image; null when they have none.' }) avatarUrl!: string | null;
  @Field(() => CreatorProfile, { nullable: true, description: 'The public profile, when the participant is a creator.' }) creator!: PublicCreator | null;
  @Field(() => String, { nullable: true, description: "A brand's slug, for its page (/brands/:slug)." }) brandSlug!: string | null;
}

@ObjectType('Message', { description: 'One direct message.' })
class DirectMessage {
  @Field(() => ID, { description: "The message's stable identifier." }) id!: string;
  @Field(() => ID, { description: 'The conversation it belongs to.' }) conversationId!: string;
  @Field(() => String, { description: 'The message text (plain text).' }) body!: string;
  @Field(() => Date, { description: 'When it was sent.' }) createdAt!: Date;
  @Field(() => ConversationParticipant, { nullable: true, description: 'Null once the sender deleted their account.' }) sender!: Participant | null;
}

@ObjectType({ description: 'What the viewer may do about writing to someone: the composer says it before they write.' })
class MessagePermissionInfo {
  @Field(() => Boolean, { description: 'True when the viewer may send a message now.' }) allowed!: boolean;
  @Field(() => Boolean, { description: "True when a first message lands in the recipient's message requests." }) asRequest!: boolean;
  @Field(() => DmPolicy, { description: "The recipient's setting." }) dmPolicy!: DmPolicy;
  @Field(() => String, { nullable: true, description: 'Why not, or what happens, in words.' }) reason!: string | null;
}

@ObjectType('MessageEdge', { description: 'One message of a page, with its cursor.' })
class MessageEdge {
  @Field(() => String, { description: 'An opaque cursor: pass it as before or after to page from this message.' }) cursor!: string;
  @Field(() => DirectMessage, { description: 'The message.' }) node!: MessageView;
}

@ObjectType({ description: 'A page of messages, oldest first.' })
class MessagesPage {
  @Field(() => [MessageEdge], { description: 'The messages of this page, oldest first.' }) edges!: MessageEdge[];
  @Field(() => PageInfo, { description: 'hasPreviousPage: older messages exist (load them with before: startCursor).' }) pageInfo!: PageInfo;
}

@ObjectType('Conversation', { description: 'A direct conversation between the viewer and one other party.' })
class DirectConversation {
  @Field(() => ID, { description: "The conversation's stable identifier." }) id!: string;
  @Field(() => ConversationParticipant, { nullable: true, description: 'The other side; null once their account is deleted.' }) other!: Participant | null;
  @Field(() => Int, { description: 'Messages the viewer has not read (counted up to 100).' }) unreadCount!: number;
  @Field(() => Boolean, { description: "True while it sits in the viewer's message requests." }) isRequest!: boolean;
  @Field(() => DirectMessage, { nullable: true, description: 'The latest message; null before the first one.' }) lastMessage!: MessageView | null;
  @Field(() => Date, { nullable: true, description: 'When the latest message was sent; null before the first one.' }) lastMessageAt!: Date | null;
}

@ObjectType('ConversationEdge', { description: 'One conversation of a page, with its cursor.' })
class ConversationEdge {
  @Field(() => String, { description: 'An opaque cursor: pass it as after to get the conversations that follow.' }) cursor!: string;
  @Field(() => DirectConversation, { description: 'The conversation.' }) node!: ConversationView;
}

@ObjectType({ description: "The viewer's conversations, the latest first." })
class ConversationsPage {
  @Field(() => [ConversationEdge], { description: 'The conversations of this page, the latest first.' }) edges!: ConversationEdge[];
  @Field(() => PageInfo, { description: 'Where this page sits in the whole list.' }) pageInfo!: PageInfo;
  @Field(() => Int, { description: 'How many conversations match, over all pages.' }) totalCount!: number;
}

@ObjectType({ description: 'The viewer read a conversation (in this or another tab).' })
class ConversationRead {
  @Field(() => ID, { description: 'The conversation that was read.' }) conversationId!: string;
}

@ArgsType()
class MessagesArgs {
  @Field(() => Int, { nullable: true, description: `How many, 1 to ${MESSAGE_LIMITS.page} (default 30).` }) last?: number | null;
  @Field(() => String, { nullable: true, description: `Older messages: before this cursor. At most ${MESSAGE_LIMITS.cursor} characters.` }) before?:
    string | null;
  @Field(() => String, { nullable: true, description: `Catching up: messages after this cursor, oldest first. At most ${MESSAGE_LIMITS.cursor} characters.` })
  after?: string | null;
}

@ArgsType()
class ConversationsArgs {
  @Field(() => Int, { nullable: true, description: `1 to ${MESSAGE_LIMITS.page} (default 20).` }) first?: number | null;
  @Field(() => String, { nullable: true, description: `The endCursor of the previous page. At most ${MESSAGE_LIMITS.cursor * 2} characters.` }) after?:
    string | null;
  @Field(() => Boolean, { nullable: true, description: 'True: the message requests instead of the inbox.' }) requests?: boolean | null;
}

@ArgsType()
class BrandConversationsArgs {
  @Field(() => Int, { nullable: true, description: `1 to ${MESSAGE_LIMITS.page} (default 20).` }) first?: number | null;
  @Field(() => String, { nullable: true, description: `The endCursor of the previous page. At most ${MESSAGE_LIMITS.cursor * 2} characters.` }) after?:
    string | null;
}

const conversationId = () => ({ description: 'A conversation id (a UUID).' });

@Resolver(() => DirectConversation)
export class MessagingResolver {
  @Query(() => DirectConversation, {
    nullable: true,
    description:
      "One of the viewer's conversations; null when it is not theirs or is hidden (a block). An API key of a brand with CONVERSATIONS READ reads the brand's conversations with creators.",
  })
  conversation(@Ctx() { em, actor }: Context, @Arg('id', () => ID, conversationId()) id: string): Promise<ConversationView | null> {
    return conversation(em, actor, id);
  }

  @FieldResolver(() => MessagesPage, { description: 'A page of its messages, oldest first: the latest by default, older ones with before.' })
  messages(@Root() view: ConversationView, @Ctx() { em }: Context, @Args(() => MessagesArgs) args: MessagesArgs): Promise<MessagePage> {
    return messagesOf(em, view, args);
  }

  @FieldResolver(() => MessagePermissionInfo, { nullable: true, description: 'Whether the viewer may write here now, and why not.' })
  canSend(@Root() view: ConversationView, @Ctx() { em, actor }: Context): Promise<MessagePermission | null> | MessagePermission | null {
    // A brand conversation: open until the creator leaves it; the creator's block and "nobody" stop the team.
    if (view.brandId) return brandMessagePermission(em, actor, view);
    return view.otherId ? messagePermissionFor(em, actor, view.otherId) : null;
  }

  @FieldResolver(() => Brand, { nullable: true, description: "The brand of a conversation between a creator and a brand's team; null between creators." })
  brand(@Root() view: ConversationView, @Ctx() { em }: Context): Promise<Brand | null> | null {
    return view.brandId ? em.findOne(Brand, { id: view.brandId }) : null;
  }

  @FieldResolver(() => Boolean, {
    description: "True when the viewer writes here for the brand (they are on its team, or are its API key): their messages show as the brand's.",
  })
  asBrand(@Root() view: ConversationView): boolean {
    return view.viewerBrandId !== null;
  }

  @Mutation(() => DirectConversation, {
    description: 'Opens the conversation with a creator: the existing one, or a new one when their setting lets the viewer write.',
  })
  startConversation(
    @Ctx() { em, actor }: Context,
    @Arg('username', () => String, { description: `Their username. ${atMostCharacters(NETWORK_LIMITS.username)}` }) username: string,
  ): Promise<ConversationView> {
    return startConversation(em, actor, username);
  }

  @Mutation(() => DirectMessage, {
    description: `Sends a message (${atMostCharacters(MESSAGE_LIMITS.body)}); stored, then delivered live to both sides. An API key of a brand with CONVERSATIONS WRITE writes in the brand's conversations with creators, as the brand.`,
  })
  sendMessage(
    @Ctx() { em, actor, messaging }: Context,
    @Arg('conversationId', () => ID, conversationId()) id: string,
    @Arg('body', () => String, { description: atMostCharacters(MESSAGE_LIMITS.body) }) body: string,
  ): Promise<MessageView> {
    return sendMessage(em, messaging, actor, id, body);
  }

  @Mutation(() => DirectConversation, { description: 'Marks the conversation read up to its latest message.' })
  markConversationRead(@Ctx() { em, actor, messaging }: Context, @Arg('conversationId', () => ID, conversationId()) id: string): Promise<ConversationView> {
    return markConversationRead(em, messaging, actor, id);
  }

  @Mutation(() => DirectConversation, { description: 'Moves a message request to the inbox.' })
  acceptMessageRequest(@Ctx() { em, actor }: Context, @Arg('conversationId', () => ID, conversationId()) id: string): Promise<ConversationView> {
    return acceptMessageRequest(em, actor, id);
  }

  @Mutation(() => Boolean, { description: 'Removes a message request silently: the sender is not told.' })
  declineMessageRequest(@Ctx() { em, actor }: Context, @Arg('conversationId', () => ID, conversationId()) id: string): Promise<boolean> {
    return declineMessageRequest(em, actor, id);
  }

  @Authorized<Action>('messages:read')
  @Subscription(() => DirectMessage, {
    topics: 'MESSAGE_ADDED',
    topicId: ({ context }: { context: Context }) => (context.actor?.kind === 'user' ? context.actor.id : ''),
    description:
      "Every new message of the viewer's conversations, theirs and their own (other tabs), on any instance. Catch up after a reconnect with conversation.messages(after:).",
  })
  async messageAdded(@Root() event: { messageId: string; conversationId: string }, @Ctx() { em, actor }: Context): Promise<MessageView> {
    // Every identical subscription of the viewer shares one lookup per event (one SQL, fanned out).
    const viewerId = actor?.kind === 'user' ? actor.id : '';
    const message = await sharedPerViewer(event, 'messageAdded', viewerId, null, () => announcedMessage(em, actor, event));
    if (!message) throw new Error('The message is no longer visible');
    return message;
  }

  @Authorized<Action>('messages:read')
  @Subscription(() => ConversationRead, {
    topics: 'CONVERSATION_READ',
    topicId: ({ context }: { context: Context }) => (context.actor?.kind === 'user' ? context.actor.id : ''),
    description: 'The viewer read a conversation (in any tab): unread counts changed.',
  })
  conversationRead(@Root() event: { conversationId: string }): ConversationRead {
    return { conversationId: event.conversationId };
  }
}

@Resolver(() => User)
export class UserMessagingResolver {
  @FieldResolver(() => ConversationsPage, { description: "The account's conversations (or message requests), the latest first." })
  conversations(@Root() user: User, @Ctx() { em, actor }: Context, @Args(() => ConversationsArgs) args: ConversationsArgs): Promise<InboxPage> {
    return conversationsOf(em, actor, user.id, args);
  }

  @FieldResolver(() => Int, { description: 'Unread messages over the inbox (the navigation badge).' })
  unreadMessageCount(@Root() user: User, @Ctx() { em, actor }: Context): Promise<number> {
    return unreadTotalOf(em, actor, user.id);
  }
}

/** The messaging module adds a brand's conversations with creators to Brand, so that brand never imports messaging. */
@Resolver(() => Brand)
export class BrandMessagingResolver {
  @FieldResolver(() => ConversationsPage, {
    description:
      "The brand's conversations with creators, the latest first, the creator as the other side (nothing counts as unread: the brand has no read position of its own): its team, and its API keys with CONVERSATIONS READ.",
  })
  conversations(@Root() brand: Brand, @Ctx() { em, actor }: Context, @Args(() => BrandConversationsArgs) args: BrandConversationsArgs): Promise<InboxPage> {
    return brandConversationsOf(em, actor, brand.id, args);
  }
}

@Resolver(() => CreatorProfile)
export class CreatorMessagingResolver {
  @FieldResolver(() => MessagePermissionInfo, {
    nullable: true,
    description: 'Whether the signed-in viewer may message this creator, and why not; null for visitors and oneself.',
  })
  viewerMessagePermission(@Root() creator: PublicCreator, @Ctx() { em, actor }: Context): Promise<MessagePermission | null> {
    return messagePermissionFor(em, actor, creator.userId);
  }
}
