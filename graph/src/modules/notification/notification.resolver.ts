import {
  Arg,
  Args,
  ArgsType,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  ID,
  InputType,
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
import { KIND_RULES, NOTIFICATION_KINDS, type KindRule, type NotificationKindKey } from '../../shared/notification-kinds.js';
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
import { deliverHeldNotifications, heldNotificationsOf } from './notification.email.js';
import {
  notificationPreferencesOf,
  PREFERENCE_LIMITS,
  updateNotificationPreferences,
  type DigestFrequency as DigestFrequencyKey,
  type PreferencesView,
} from './notification-preferences.js';
import { WEEKDAYS, type Weekday as WeekdayKey } from './quiet-hours.js';

/** Every kind, as GraphQL names it: the shared key in upper case. */
export const NotificationKind = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind.toUpperCase(), kind])) as Record<
  Uppercase<NotificationKindKey>,
  NotificationKindKey
>;
/** Where a kind goes until the account says otherwise, in words. */
function defaultChannels({ required, inApp, email }: KindRule): string {
  if (required) return 'A security notice: always in the app and by e-mail, at once.';
  if (inApp && email) return 'By default in the app and by e-mail.';
  return inApp ? 'By default in the app only.' : email ? 'By default by e-mail only.' : 'Off by default.';
}

registerEnumType(NotificationKind, {
  name: 'NotificationKind',
  description: 'What a notification tells: one value per event SoundBoard notifies (their labels and defaults are in the preferences).',
  // Each value reads its label in the preferences and where it goes by default, from the shared rules.
  valuesConfig: Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind.toUpperCase(), { description: `${KIND_RULES[kind].label}. ${defaultChannels(KIND_RULES[kind])}` }]),
  ),
});

export const Weekday = Object.fromEntries(WEEKDAYS.map((day) => [day.toUpperCase(), day])) as Record<Uppercase<WeekdayKey>, WeekdayKey>;
registerEnumType(Weekday, {
  name: 'Weekday',
  description: 'A day of the week, MONDAY to SUNDAY.',
  valuesConfig: Object.fromEntries(WEEKDAYS.map((day) => [day.toUpperCase(), { description: `${day[0]!.toUpperCase()}${day.slice(1)}.` }])),
});

export const DigestFrequency = { OFF: 'off', DAILY: 'daily', WEEKLY: 'weekly' } as const satisfies Record<string, DigestFrequencyKey>;
registerEnumType(DigestFrequency, {
  name: 'DigestFrequency',
  description: 'How often a digest of unread notifications is mailed: OFF, DAILY or WEEKLY (Mondays).',
  valuesConfig: {
    OFF: { description: 'No digest: the default.' },
    DAILY: { description: 'Every day at the chosen local hour, when the account was away the whole day.' },
    WEEKLY: { description: 'Every Monday at the chosen local hour, when the account was away the whole week.' },
  },
});

@ObjectType({ description: 'A kind of notification and where it goes.' })
export class NotificationKindPreference {
  @Field(() => NotificationKind, { description: 'The kind of notification.' }) kind!: NotificationKindKey;
  @Field(() => Boolean, { description: 'Whether it shows in the app (the bell and its list).' }) inApp!: boolean;
  @Field(() => Boolean, { description: 'Whether it is e-mailed (held during quiet hours and a snooze).' }) email!: boolean;
  @Field(() => Boolean, { description: 'A security notice: always in the app and by e-mail, never held, never turned off.' }) required!: boolean;
}

@ObjectType({ description: 'The digest of unread notifications.' })
export class DigestPreference {
  @Field(() => DigestFrequency, { description: 'How often it is mailed.' }) frequency!: DigestFrequencyKey;
  @Field(() => Int, { description: "The local hour it goes out, 0 to 23, in the quiet hours' time zone." }) hour!: number;
}

@ObjectType({ description: 'A quiet window: local "HH:MM" times on the hour or half hour; an end at or before the start runs past midnight.' })
export class QuietRangeView {
  @Field(() => String, { description: 'When the window starts, local "HH:MM".' }) start!: string;
  @Field(() => String, { description: 'When the window ends, local "HH:MM"; at or before the start, the next day.' }) end!: string;
}

@ObjectType({ description: 'The quiet windows of one day of the week.' })
export class QuietDay {
  @Field(() => Weekday, { description: 'The day the windows start on.' }) day!: WeekdayKey;
  @Field(() => [QuietRangeView], { description: "The day's quiet windows." }) ranges!: QuietRangeView[];
}

@ObjectType({
  description: 'When e-mail waits: a weekly schedule in an IANA time zone. E-mail is held during it, never dropped, and goes out when the window ends.',
})
export class QuietHoursView {
  @Field(() => String, { description: 'An IANA time zone ("Europe/Berlin").' }) timeZone!: string;
  @Field(() => [QuietDay], { description: 'Only the days with windows.' }) days!: QuietDay[];
}

@ObjectType({ description: 'What the account wants told, and when.' })
export class NotificationPreferencesView {
  @Field(() => [NotificationKindPreference], { description: 'Every kind, in the order of the preferences page.' }) kinds!: NotificationKindPreference[];
  @Field(() => DigestPreference, { description: 'The digest of unread notifications: how often, and at which hour.' }) digest!: DigestPreference;
  @Field(() => QuietHoursView, { description: 'When e-mail waits: the weekly quiet hours.' }) quietHours!: QuietHoursView;
  @Field(() => Date, { nullable: true, description: 'Every e-mail but security notices waits until then.' }) snoozedUntil!: Date | null;
}

@ObjectType({ description: 'E-mails held by quiet hours or a snooze, and when they go.' })
export class HeldNotifications {
  @Field(() => Int, { description: 'How many items are held, or will be when their e-mail falls due before the hold ends; security notices never are.' })
  count!: number;
  @Field(() => Date, { nullable: true, description: 'When the hold ends and they are mailed; null when nothing is held.' }) releaseAt!: Date | null;
}

@InputType({ description: 'A kind and the channels to set; a channel left out stays as it is.' })
export class NotificationKindInput {
  @Field(() => NotificationKind, { description: 'The kind to set.' }) kind!: NotificationKindKey;
  @Field(() => Boolean, { nullable: true, description: 'Show it in the app; left out, it stays. A security notice cannot be turned off.' })
  inApp?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'E-mail it; left out, it stays. A security notice cannot be turned off.' }) email?: boolean | null;
}

@InputType({ description: 'The digest to set: how often, and at which local hour.' })
export class DigestInput {
  @Field(() => DigestFrequency, { description: 'How often it is mailed.' }) frequency!: DigestFrequencyKey;
  @Field(() => Int, { description: 'The local hour, 0 to 23.' }) hour!: number;
}

@InputType({ description: 'A quiet window: local "HH:MM" times on the hour or half hour.' })
export class QuietRangeInput {
  @Field(() => String, { description: '"HH:MM" (5 characters), on the hour or half hour.' }) start!: string;
  @Field(() => String, { description: '"HH:MM" (5 characters), on the hour or half hour; at or before the start, the window runs past midnight.' })
  end!: string;
}

@InputType({ description: 'The quiet windows of one day of the week.' })
export class QuietDayInput {
  @Field(() => Weekday, { description: 'The day the windows start on.' }) day!: WeekdayKey;
  @Field(() => [QuietRangeInput], { description: `At most ${PREFERENCE_LIMITS.rangesPerDay} items.` }) ranges!: QuietRangeInput[];
}

@InputType({ description: 'The whole weekly schedule: days left out have no quiet hours.' })
export class QuietHoursInput {
  @Field(() => String, { description: 'An IANA time zone ("Europe/Berlin"), at most 64 characters.' }) timeZone!: string;
  @Field(() => [QuietDayInput], { description: `At most ${WEEKDAYS.length} items, one per day.` }) days!: QuietDayInput[];
}

@InputType({ description: 'Changes to the preferences; fields left out stay as they are.' })
export class NotificationPreferencesInput {
  @Field(() => [NotificationKindInput], { nullable: true, description: `At most ${NOTIFICATION_KINDS.length} items, one per kind.` })
  kinds?: NotificationKindInput[] | null;
  @Field(() => DigestInput, { nullable: true, description: 'The digest; left out, it stays as it is.' }) digest?: DigestInput | null;
  @Field(() => QuietHoursInput, { nullable: true, description: 'The whole weekly schedule, replacing the stored one; left out, it stays as it is.' })
  quietHours?: QuietHoursInput | null;
  @Field(() => Date, {
    nullable: true,
    description: `Snooze every e-mail but security notices until then (within ${PREFERENCE_LIMITS.snoozeMaxDays} days); null lifts a snooze.`,
  })
  snoozedUntil?: Date | null;
}

@ObjectType({ description: 'An account a notification names: its public name only.' })
export class NotificationActor {
  @Field(() => String, { description: "The account's username." }) username!: string;
  @Field(() => String, { description: 'The stage name, else the first name, else the username.' }) displayName!: string;
}

@ObjectType('Notification', {
  description:
    'Something that happened for the viewer. Events of one kind about one thing (a conversation, a brief) gather on one item while it is unread: its actors, newest first, and their count.',
})
export class NotificationItem {
  @Field(() => ID, { description: 'The notification id (a UUID).' }) id!: string;
  @Field(() => NotificationKind, { description: 'What it tells.' }) kind!: NotificationKindKey;
  @Field(() => String, { description: 'Why the viewer gets it, in words ("you applied", "you are on the Soundplate team").' }) reason!: string;
  @Field(() => String, { description: 'What happened, in words, naming its actors ("Ana, Ben and 3 others asked to connect").' }) title!: string;
  @Field(() => String, { nullable: true, description: "A line under the title: a message's first words, a decision's reason." }) body!: string | null;
  @Field(() => String, { description: 'The app path it opens.' }) url!: string;
  @Field(() => [NotificationActor], { description: `The accounts behind it, the newest first (at most ${NOTIFICATION_LIMITS.actorsKept}).` })
  actors!: NotificationActor[];
  @Field(() => Int, { description: 'How many distinct accounts are behind it.' }) actorCount!: number;
  @Field(() => Date, { description: 'When its first event happened.' }) createdAt!: Date;
  @Field(() => Date, { description: 'When its latest event happened: the list is in this order.' }) updatedAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When the viewer saw it (opened the panel); null again when a new event gathers on it.' })
  seenAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'When the viewer read it (clicked it, or marked all read); null while unread.' }) readAt!: Date | null;
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

  @Mutation(() => NotificationPreferencesView, {
    description: 'Changes what the viewer is told, and when; fields left out stay as they are. Security notices cannot be turned off.',
  })
  updateNotificationPreferences(
    @Ctx() { em, actor }: Context,
    @Arg('input', () => NotificationPreferencesInput, { description: 'The new notification preferences.' }) input: NotificationPreferencesInput,
  ): Promise<PreferencesView> {
    // snoozedUntil left out stays; given as null, the snooze is lifted.
    const { snoozedUntil, ...rest } = input;
    return updateNotificationPreferences(em, actor, 'snoozedUntil' in input ? { ...rest, snoozedUntil: snoozedUntil ?? null } : rest);
  }

  @Mutation(() => Int, { description: 'Mails the e-mails held by quiet hours or a snooze now. Answers how many items were mailed.' })
  deliverHeldNotifications(@Ctx() { em, actor, notifications }: Context): Promise<number> {
    return deliverHeldNotifications(em, notifications, actor);
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

  @FieldResolver(() => NotificationPreferencesView, { description: 'What the account wants told, and when. Its own account only.' })
  notificationPreferences(@Root() user: User, @Ctx() { em, actor }: Context): Promise<PreferencesView> {
    return notificationPreferencesOf(em, actor, user.id);
  }

  @FieldResolver(() => HeldNotifications, { description: 'E-mails held by quiet hours or a snooze, and when they go. Its own account only.' })
  heldNotifications(@Root() user: User, @Ctx() { em, actor, notifications }: Context): Promise<{ count: number; releaseAt: Date | null }> {
    return heldNotificationsOf(em, notifications, actor, user.id);
  }

  @FieldResolver(() => Int, { description: "Items not seen yet: the bell's badge. Its own account only." })
  unseenNotificationCount(@Root() user: User, @Ctx() { em, actor }: Context): Promise<number> {
    return unseenNotificationCount(em, actor, user.id);
  }
}
