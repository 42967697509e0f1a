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
  Resolver,
  Root,
  Subscription,
  registerEnumType,
} from 'type-graphql';
import type { Action } from '../common/authz.js';
import { PageArgs, connectionType } from '../common/connection.js';
import type { Context } from '../common/context.js';
import { sharedPerViewer } from '../common/shared-subscriptions.js';
import { User } from '../user/user.entity.js';
import { NOTIFICATION_LIMITS } from '../../shared/limits.js';
import { NOTIFICATION_KINDS, type NotificationKindKey } from '../../shared/notification-kinds.js';
import {
  announcedNotification,
  markAllNotificationsRead,
  markNotificationDone,
  markNotificationRead,
  markNotificationsSeen,
  notificationsOf,
  unseenNotificationCount,
  type NotificationPage,
  type NotificationView,
} from './notification.service.js';
import { unseenCount } from './notification.storage.js';

/** Every kind, as GraphQL names it: the shared key in upper case. */
export const NotificationKind = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind.toUpperCase(), kind])) as Record<
  Uppercase<NotificationKindKey>,
  NotificationKindKey
>;
registerEnumType(NotificationKind, {
  name: 'NotificationKind',
  description: 'What a notification tells: one value per event SoundBoard notifies (their labels and defaults are in the preferences).',
});

@ObjectType({ description: 'An account a notification names: its public name only.' })
export class NotificationActor {
  @Field(() => String) username!: string;
  @Field(() => String) displayName!: string;
}

@ObjectType('Notification', {
  description:
    'Something that happened for the viewer. Events of one kind about one thing (a conversation, a brief) gather on one item while it is unread: its actors, newest first, and their count.',
})
export class NotificationItem {
  @Field(() => ID) id!: string;
  @Field(() => NotificationKind) kind!: NotificationKindKey;
  @Field(() => String, { description: 'Why the viewer gets it, in words ("you applied", "you are on the Soundplate team").' }) reason!: string;
  @Field(() => String, { description: 'What happened, in words, naming its actors ("Ana, Ben and 3 others asked to connect").' }) title!: string;
  @Field(() => String, { nullable: true, description: "A line under the title: a message's first words, a decision's reason." }) body!: string | null;
  @Field(() => String, { description: 'The app path it opens.' }) url!: string;
  @Field(() => [NotificationActor], { description: `The accounts behind it, the newest first (at most ${NOTIFICATION_LIMITS.actorsKept}).` })
  actors!: NotificationActor[];
  @Field(() => Int, { description: 'How many distinct accounts are behind it.' }) actorCount!: number;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { description: 'When its latest event happened: the list is in this order.' }) updatedAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When the viewer saw it (opened the panel); null again when a new event gathers on it.' })
  seenAt!: Date | null;
  @Field(() => Date, { nullable: true }) readAt!: Date | null;
  @Field(() => Int, { nullable: true, description: "The viewer's unseen count as it arrived: set on live events (notificationAdded) only." })
  unseenCount?: number | null;
}

export const NotificationsConnection = connectionType('Notifications', NotificationItem);

@ArgsType()
class NotificationsArgs extends PageArgs {
  @Field(() => Boolean, { nullable: true, description: 'Only the items not read yet.' }) unreadOnly?: boolean | null;
}

const notificationId = { description: 'The notification id (a UUID).' };

@Resolver(() => NotificationItem)
export class NotificationResolver {
  @Mutation(() => Int, { description: 'The panel opened: every item is seen and the badge clears. Answers how many were unseen.' })
  markNotificationsSeen(@Ctx() { em, actor }: Context): Promise<number> {
    return markNotificationsSeen(em, actor);
  }

  @Mutation(() => NotificationItem, { description: 'One item clicked: read (and seen).' })
  markNotificationRead(@Ctx() { em, actor }: Context, @Arg('id', () => ID, notificationId) id: string): Promise<NotificationView> {
    return markNotificationRead(em, actor, id);
  }

  @Mutation(() => Int, { description: 'Every item read. Answers how many were unread.' })
  markAllNotificationsRead(@Ctx() { em, actor }: Context): Promise<number> {
    return markAllNotificationsRead(em, actor);
  }

  @Mutation(() => Boolean, { description: 'Takes an item off the list for good; a later event starts a new one.' })
  markNotificationDone(@Ctx() { em, actor }: Context, @Arg('id', () => ID, notificationId) id: string): Promise<boolean> {
    return markNotificationDone(em, actor, id);
  }

  @Authorized<Action>('notifications:read')
  @Subscription(() => NotificationItem, {
    topics: 'NOTIFICATION_ADDED',
    topicId: ({ context }: { context: Context }) => (context.actor?.kind === 'user' ? context.actor.id : ''),
    description:
      "Each new item of the viewer's, or an unread one that gathered a new event, on any instance, with the unseen count. Catch up after a reconnect with viewer.notifications and viewer.unseenNotificationCount.",
  })
  async notificationAdded(@Root() event: { notificationId: string }, @Ctx() { em, actor }: Context): Promise<NotificationView & { unseenCount: number }> {
    const viewerId = actor?.kind === 'user' ? actor.id : '';
    const item = await sharedPerViewer(event, 'notificationAdded', viewerId, null, async () => {
      const [view, count] = await Promise.all([announcedNotification(em, actor, event.notificationId), unseenCount(em, viewerId)]);
      return view ? { ...view, unseenCount: count } : null;
    });
    if (!item) throw new Error('The notification is no longer there');
    return item;
  }
}

@Resolver(() => User)
export class UserNotificationResolver {
  @FieldResolver(() => NotificationsConnection, { description: "The account's notifications that are not done, the latest event first. Its own account only." })
  notifications(@Root() user: User, @Ctx() { em, actor }: Context, @Args(() => NotificationsArgs) args: NotificationsArgs): Promise<NotificationPage> {
    return notificationsOf(em, actor, user.id, args);
  }

  @FieldResolver(() => Int, { description: "Items not seen yet: the bell's badge. Its own account only." })
  unseenNotificationCount(@Root() user: User, @Ctx() { em, actor }: Context): Promise<number> {
    return unseenNotificationCount(em, actor, user.id);
  }
}
