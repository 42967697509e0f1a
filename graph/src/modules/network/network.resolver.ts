import { Arg, Args, Ctx, Field, FieldResolver, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, Root, registerEnumType } from 'type-graphql';
import { connectionType, PageArgs, type Connection } from '../common/connection.js';
import type { Context } from '../common/context.js';
import { atMostCharacters, NETWORK_LIMITS } from '../../shared/limits.js';
import { CreatorProfile } from '../profile/creator.resolver.js';
import type { PublicCreator } from '../profile/profile.service.js';
import { User } from '../user/user.entity.js';
import { AudienceField, ConnectionRequestStatus, DmPolicy } from './network.entities.js';
import {
  blockedCreatorsOf,
  blockUser,
  connectionCount,
  connectionRequestsOf,
  connectionsOf,
  connectionSuggestions,
  ConnectionResponse,
  creatorPage,
  mutualConnectionsWith,
  pendingIncomingCount,
  privacySettingsOf,
  relationshipWith,
  removeConnection,
  RequestDirection,
  respondToConnectionRequest,
  sendConnectionRequest,
  unblockUser,
  updatePrivacySettings,
  withdrawConnectionRequest,
  type ConnectionRequestView,
  type CreatorSuggestionView,
  type PrivacySettingsView,
  type Relationship,
} from './network.service.js';

registerEnumType(ConnectionResponse, {
  name: 'ConnectionResponse',
  description: 'How the recipient answers a connection request.',
  valuesConfig: {
    ACCEPT: { description: 'Connects the two creators; the sender is told.' },
    DECLINE: { description: 'Declines it; the sender is not told: to them it stays pending until it expires.' },
    DECLINE_AND_BLOCK: { description: 'Declines it and blocks the sender, both ways.' },
  },
});
registerEnumType(RequestDirection, {
  name: 'RequestDirection',
  description: 'Requests received (INCOMING) or sent (OUTGOING).',
  valuesConfig: {
    INCOMING: { description: 'Requests other creators sent to the account, waiting for its answer.' },
    OUTGOING: { description: 'Requests the account sent.' },
  },
});

enum CreatorRelationshipState {
  SELF = 'SELF',
  NONE = 'NONE',
  CONNECTED = 'CONNECTED',
  REQUEST_SENT = 'REQUEST_SENT',
  REQUEST_RECEIVED = 'REQUEST_RECEIVED',
}
registerEnumType(CreatorRelationshipState, {
  name: 'CreatorRelationshipState',
  description: 'How the viewer stands with a creator.',
  valuesConfig: {
    SELF: { description: 'The creator is the viewer.' },
    NONE: { description: 'Not connected, and no request pending between them.' },
    CONNECTED: { description: 'The two are connected.' },
    REQUEST_SENT: { description: 'The viewer asked to connect and the request is pending (requestId: to withdraw it).' },
    REQUEST_RECEIVED: { description: 'The creator asked the viewer to connect and waits for an answer (requestId: to answer it).' },
  },
});

@ObjectType({ description: 'How the signed-in viewer stands with a creator: what the Connect button does.' })
class CreatorRelationship {
  @Field(() => CreatorRelationshipState, { description: 'Where the two stand.' }) state!: Relationship;
  @Field(() => ID, { nullable: true, description: 'The pending request between them, to withdraw or answer it.' }) requestId!: string | null;
}

@ObjectType({ description: 'One creator asking another to connect.' })
class ConnectionRequest {
  @Field(() => ID, { description: 'The request id (a UUID).' }) id!: string;
  @Field(() => ConnectionRequestStatus, { description: 'A sender sees a declined request as PENDING until it expires.' }) status!: ConnectionRequestStatus;
  @Field(() => String, { nullable: true, description: `The sender's note, at most ${NETWORK_LIMITS.note} characters; null without one.` }) note!: string | null;
  @Field(() => CreatorProfile, { description: 'The creator who sent it.' }) from!: PublicCreator;
  @Field(() => CreatorProfile, { description: 'The creator it was sent to.' }) to!: PublicCreator;
  @Field(() => Date, { description: 'When it was sent.' }) createdAt!: Date;
  @Field(() => Date, { description: 'When an unanswered request expires (30 days after it was sent).' }) expiresAt!: Date;
}

@ObjectType({ description: 'A creator worth meeting, with why, from MatchMade.' })
class CreatorSuggestion {
  @Field(() => CreatorProfile, { description: 'The suggested creator.' }) creator!: PublicCreator;
  @Field(() => Int, { description: '0 to 100.' }) score!: number;
  @Field(() => [String], { description: 'Why, in words, the strongest first.' }) reasons!: string[];
}

@ObjectType({ description: "A creator's privacy choices." })
class PrivacySettings {
  @Field(() => DmPolicy, { description: 'Who may send you a direct message.' }) dmPolicy!: DmPolicy;
  @Field(() => Boolean, {
    description:
      'Whether brands you are connected to may count you in their audience aggregates (counts only, never your name; groups under 50 hidden). Off by default.',
  })
  shareWithConnectedBrands!: boolean;
  @Field(() => [AudienceField], { description: 'Which of your fields those counts may use, while sharing is on. None by default.' })
  sharedAudienceFields!: AudienceField[];
}

@InputType({ description: 'The privacy settings to change; a field left out (or null) stays as it is.' })
class PrivacySettingsInput {
  @Field(() => DmPolicy, { nullable: true, description: 'Who may message you.' }) dmPolicy?: DmPolicy | null;
  @Field(() => Boolean, { nullable: true, description: 'Let brands you are connected to count you in their audience aggregates.' })
  shareWithConnectedBrands?: boolean | null;
  @Field(() => [AudienceField], {
    nullable: true,
    description: 'The fields those counts may use (the whole list, replacing the one stored; empty shares none). At most 3 items.',
  })
  sharedAudienceFields?: AudienceField[] | null;
}

const CreatorConnections = connectionType('CreatorConnections', CreatorProfile);

const username = (description: string) => ({ description: `${description} ${atMostCharacters(NETWORK_LIMITS.username)}` });

@Resolver()
export class NetworkResolver {
  @Query(() => CreatorProfile, { nullable: true, description: "A creator's public page by username; null when unknown, or when either has blocked the other." })
  creator(@Ctx() { em, actor }: Context, @Arg('username', () => String, username('Their username.')) name: string): Promise<PublicCreator | null> {
    return creatorPage(em, actor, name);
  }

  @Query(() => [CreatorSuggestion], { description: 'People to meet, ranked by MatchMade with reasons; leaves out connections, pending requests and blocks.' })
  connectionSuggestions(
    @Ctx() { em, actor }: Context,
    @Arg('first', () => Int, { defaultValue: 12, description: `1 to ${NETWORK_LIMITS.suggestions}.` }) first: number,
  ): Promise<CreatorSuggestionView[]> {
    return connectionSuggestions(em, actor, first);
  }

  @Mutation(() => ConnectionRequest, {
    description: `Asks a creator to connect, with an optional note (${atMostCharacters(NETWORK_LIMITS.note)}); when they already asked you, this accepts theirs. ${NETWORK_LIMITS.requestsPerDay} a day.`,
  })
  sendConnectionRequest(
    @Ctx() { em, actor, network }: Context,
    @Arg('username', () => String, username('Their username.')) name: string,
    @Arg('note', () => String, { nullable: true, description: atMostCharacters(NETWORK_LIMITS.note) }) note: string | null,
  ): Promise<ConnectionRequestView> {
    return sendConnectionRequest(em, network, actor, name, note);
  }

  @Mutation(() => ConnectionRequest, {
    description:
      "The recipient accepts, declines (the sender is not told) or declines and blocks. An accepted request with a note opens the two creators' conversation, the note its first message.",
  })
  respondToConnectionRequest(
    @Ctx() { em, actor, network }: Context,
    @Arg('id', () => ID, { description: 'A request id (a UUID).' }) id: string,
    @Arg('action', () => ConnectionResponse, { description: 'Accept, decline, or decline and block.' }) action: ConnectionResponse,
  ): Promise<ConnectionRequestView> {
    return respondToConnectionRequest(em, network, actor, id, action);
  }

  @Mutation(() => ConnectionRequest, { description: 'The sender takes a pending request back.' })
  withdrawConnectionRequest(
    @Ctx() { em, actor }: Context,
    @Arg('id', () => ID, { description: 'A request id (a UUID).' }) id: string,
  ): Promise<ConnectionRequestView> {
    return withdrawConnectionRequest(em, actor, id);
  }

  @Mutation(() => Boolean, { description: 'Ends a connection; false when there was none.' })
  removeConnection(@Ctx() { em, actor }: Context, @Arg('username', () => String, username('Their username.')) name: string): Promise<boolean> {
    return removeConnection(em, actor, name);
  }

  @Mutation(() => Boolean, {
    description: 'Blocks a creator, both ways: each disappears from the other; connections and pending requests between them end. False when already blocked.',
  })
  blockUser(@Ctx() { em, actor }: Context, @Arg('username', () => String, username('Their username.')) name: string): Promise<boolean> {
    return blockUser(em, actor, name);
  }

  @Mutation(() => Boolean, { description: 'Lifts your block; false when there was none.' })
  unblockUser(@Ctx() { em, actor }: Context, @Arg('username', () => String, username('Their username.')) name: string): Promise<boolean> {
    return unblockUser(em, actor, name);
  }

  @Mutation(() => PrivacySettings, { description: 'Who may message you, and whether connected brands may count you in their audience aggregates.' })
  updatePrivacySettings(
    @Ctx() { em, actor }: Context,
    @Arg('input', () => PrivacySettingsInput, { description: 'The new privacy settings.' }) input: PrivacySettingsInput,
  ): Promise<PrivacySettingsView> {
    return updatePrivacySettings(em, actor, input);
  }
}

@Resolver(() => CreatorProfile)
export class CreatorNetworkResolver {
  @FieldResolver(() => Int, { description: 'How many connections the creator has.' })
  connectionCount(@Root() creator: PublicCreator, @Ctx() { em }: Context): Promise<number> {
    return connectionCount(em, creator.userId);
  }

  @FieldResolver(() => CreatorConnections, {
    description:
      'Creators both you and this creator are connected with, your most recent connections first, and how many in all (totalCount). Empty for visitors, on your own page, for brand accounts and across a block; blocked and suspended accounts never appear.',
  })
  mutualConnections(
    @Root() creator: PublicCreator,
    @Ctx() { em, actor }: Context,
    @Arg('first', () => Int, {
      nullable: true,
      defaultValue: 3,
      description: `How many of them to name: 0 to ${NETWORK_LIMITS.mutualConnections}; 3 by default.`,
    })
    first: number | null,
  ): Promise<Connection<PublicCreator>> {
    return mutualConnectionsWith(em, actor, creator.userId, first ?? 3);
  }

  @FieldResolver(() => CreatorRelationship, { nullable: true, description: 'How the signed-in viewer stands with this creator; null for visitors.' })
  async viewerRelationship(@Root() creator: PublicCreator, @Ctx() { em, actor }: Context): Promise<CreatorRelationship | null> {
    if (actor?.kind !== 'user') return null;
    return relationshipWith(em, actor, creator.userId);
  }
}

@Resolver(() => User)
export class UserNetworkResolver {
  @FieldResolver(() => CreatorConnections, { description: "The account's connections, the newest first." })
  connections(@Root() user: User, @Ctx() { em, actor }: Context, @Args(() => PageArgs) page: PageArgs): Promise<Connection<PublicCreator>> {
    return connectionsOf(em, actor, user.id, page);
  }

  @FieldResolver(() => [ConnectionRequest], { description: 'Pending requests received or sent, the newest first.' })
  connectionRequests(
    @Root() user: User,
    @Ctx() { em, actor }: Context,
    @Arg('direction', () => RequestDirection, { description: "INCOMING: those waiting for the account's answer; OUTGOING: those it sent." })
    direction: RequestDirection,
  ): Promise<ConnectionRequestView[]> {
    return connectionRequestsOf(em, actor, user.id, direction);
  }

  @FieldResolver(() => Int, { description: 'Pending requests waiting for your answer (the navigation badge).' })
  pendingConnectionRequestCount(@Root() user: User, @Ctx() { em, actor }: Context): Promise<number> {
    return pendingIncomingCount(em, actor, user.id);
  }

  @FieldResolver(() => [CreatorProfile], { description: 'The creators you have blocked.' })
  blockedCreators(@Root() user: User, @Ctx() { em, actor }: Context): Promise<PublicCreator[]> {
    return blockedCreatorsOf(em, actor, user.id);
  }

  @FieldResolver(() => PrivacySettings, { description: 'Your privacy choices: who may message you, and what connected brands may count.' })
  privacySettings(@Root() user: User, @Ctx() { em, actor }: Context): Promise<PrivacySettingsView> {
    return privacySettingsOf(em, actor, user.id);
  }
}
