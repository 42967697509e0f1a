import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, ManyToOne, OneToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Brand } from '../brand/brand.entity.js';
import { searchTextColumn, trigramIndex } from '../common/sql.js';
import { Timestamped } from '../common/timestamps.js';
import { User } from '../user/user.entity.js';

export enum BriefKind {
  COLLABORATION = 'collaboration',
  PAID_GIG = 'paid_gig',
  BRAND_CAMPAIGN = 'brand_campaign',
  OPEN_CALL = 'open_call',
}
registerEnumType(BriefKind, {
  name: 'BriefKind',
  description: 'What a brief offers: a collaboration, a paid gig, a brand campaign or an open call.',
  valuesConfig: {
    COLLABORATION: { description: 'A creative collaboration: making something together.' },
    PAID_GIG: { description: 'A paid job for a creator.' },
    BRAND_CAMPAIGN: { description: "A brand's campaign looking for creators." },
    OPEN_CALL: { description: 'An open call for submissions (a playlist, a showcase, a compilation...).' },
  },
});

export enum CompensationType {
  /** A fixed budget range, with its currency. */
  FIXED = 'fixed',
  /** An hourly rate range, with its currency. */
  HOURLY = 'hourly',
  REVENUE_SHARE = 'revenue_share',
  UNPAID = 'unpaid',
}
registerEnumType(CompensationType, {
  name: 'CompensationType',
  description: 'How a brief pays: FIXED or HOURLY (a range and a currency), REVENUE_SHARE or UNPAID.',
  valuesConfig: {
    FIXED: { description: 'A fixed budget range (min to max), with its currency.' },
    HOURLY: { description: 'An hourly rate range (min to max), with its currency.' },
    REVENUE_SHARE: { description: 'A share of what the work earns; no amount.' },
    UNPAID: { description: 'No pay.' },
  },
});

/**
 * Where a brief is. DRAFT until published (a brief waiting for moderation stays DRAFT with
 * `awaitingReview`); OPEN takes applications; PAUSED takes none for now; CLOSED by its poster with an
 * outcome; EXPIRED when applications closed without the poster closing it; REMOVED by moderation.
 */
export enum BriefStatus {
  DRAFT = 'draft',
  OPEN = 'open',
  PAUSED = 'paused',
  CLOSED = 'closed',
  EXPIRED = 'expired',
  REMOVED = 'removed',
}
registerEnumType(BriefStatus, {
  name: 'BriefStatus',
  description: 'Where a brief is: DRAFT, OPEN, PAUSED, CLOSED (with an outcome), EXPIRED or REMOVED (by moderation).',
  valuesConfig: {
    DRAFT: {
      description: 'Not open yet: not published, or published and waiting for an admin (awaitingReview). Its poster only, and admins while it waits for them.',
    },
    OPEN: { description: 'Takes applications until closesAt.' },
    PAUSED: { description: 'Paused by its poster: takes no applications until published again.' },
    CLOSED: { description: 'Closed by its poster with an outcome.' },
    EXPIRED: { description: 'Applications closed (closesAt passed) before its poster closed it.' },
    REMOVED: { description: 'Removed by an admin, with a reason its poster reads. Its poster and admins only.' },
  },
});

export enum BriefOutcome {
  HIRED = 'hired',
  /** Closed without a hire: the poster says why. */
  NO_HIRE = 'no_hire',
}
registerEnumType(BriefOutcome, {
  name: 'BriefOutcome',
  description: 'How a closed brief ended: HIRED, or NO_HIRE with a reason.',
  valuesConfig: {
    HIRED: { description: 'At least one application was marked hired.' },
    NO_HIRE: { description: 'Closed without a hire: the poster says why (outcomeReason).' },
  },
});

export enum ApplicationStatus {
  SUBMITTED = 'submitted',
  /** The poster opened it: the applicant sees that. */
  VIEWED = 'viewed',
  SHORTLISTED = 'shortlisted',
  HIRED = 'hired',
  DECLINED = 'declined',
  WITHDRAWN = 'withdrawn',
  /** The brief closed and its poster never decided within the grace period. */
  CLOSED_NO_DECISION = 'closed_no_decision',
}
registerEnumType(ApplicationStatus, {
  name: 'ApplicationStatus',
  description: 'Where an application is: SUBMITTED, VIEWED, SHORTLISTED, then HIRED, DECLINED, WITHDRAWN or CLOSED_NO_DECISION.',
  valuesConfig: {
    SUBMITTED: { description: 'Sent; the poster has not opened it yet.' },
    VIEWED: { description: 'The poster opened it: the applicant sees that.' },
    SHORTLISTED: { description: 'The poster shortlisted it; poster and applicant can talk in Messages.' },
    HIRED: { description: 'The poster hired the applicant; poster and applicant can talk in Messages.' },
    DECLINED: { description: 'The poster declined it, with a reason and an optional note the applicant reads.' },
    WITHDRAWN: { description: 'The applicant took it back before a decision.' },
    CLOSED_NO_DECISION: { description: 'The brief ended and its poster did not decide within the 7 days after.' },
  },
});

export enum DeclineReason {
  BUDGET = 'budget',
  GENRE_FIT = 'genre_fit',
  TIMELINE = 'timeline',
  ROLE_FILLED = 'role_filled',
  OTHER = 'other',
}
registerEnumType(DeclineReason, {
  name: 'DeclineReason',
  description: 'Why a poster declined an application.',
  valuesConfig: {
    BUDGET: { description: "The applicant's rate and the poster's budget do not meet." },
    GENRE_FIT: { description: "The applicant's sound is not what the brief needs." },
    TIMELINE: { description: 'The applicant cannot deliver when the poster needs it.' },
    ROLE_FILLED: { description: 'Someone else got the role.' },
    OTHER: { description: 'Another reason, said in the note.' },
  },
});

/** Applications the poster has not decided yet: the ones refunds and the after-close sweep look at. */
export const UNDECIDED_STATUSES = [ApplicationStatus.SUBMITTED, ApplicationStatus.VIEWED, ApplicationStatus.SHORTLISTED] as const;

/** Brief states after which no application comes in any more and the decision grace period runs. */
export const ENDED_STATUSES = [BriefStatus.CLOSED, BriefStatus.EXPIRED, BriefStatus.REMOVED] as const;

/** One thing the poster wants delivered: what, how many, in which format. */
@ObjectType({ description: 'One thing the poster wants delivered.' })
export class Deliverable {
  @Field(() => String, { description: 'What (a mixed track, a 30-second reel...).' })
  what!: string;

  @Field(() => Int, { description: 'How many.' })
  count!: number;

  @Field(() => String, { nullable: true, description: 'In which format (WAV 24-bit, vertical video...).' })
  format!: string | null;
}

/**
 * A brief on the collaboration board: posted by a creator as themselves, or by a brand's team
 * member for the brand (`brand` set; `poster` is then the member who wrote it, never shown).
 */
@ObjectType({ description: 'A brief on the collaboration board: what a poster is looking for, and on what terms.' })
@Entity({ tableName: 'briefs' })
@Index({ properties: ['status', 'createdAt'] })
@Index({ properties: ['status', 'closesAt'] })
@Index({ properties: ['poster', 'createdAt'] })
@Index({ properties: ['brand', 'createdAt'] })
@trigramIndex('briefs', 'search_text')
export class Brief extends Timestamped {
  [OptionalProps]?:
    | 'createdAt'
    | 'updatedAt'
    | 'status'
    | 'brand'
    | 'posterKeyId'
    | 'genres'
    | 'skills'
    | 'roles'
    | 'deliverables'
    | 'questions'
    | 'location'
    | 'remote'
    | 'compensationMin'
    | 'compensationMax'
    | 'compensationCurrency'
    | 'awaitingReview'
    | 'approvedAt'
    | 'publishedAt'
    | 'closedAt'
    | 'outcome'
    | 'outcomeReason'
    | 'removalReason'
    | 'expiryWarningAt'
    | 'lastPosterActivityAt'
    | 'fitsScoredAt';

  @Field(() => ID, { description: "The brief's stable identifier." })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /**
   * The account that wrote it: the creator who posts, or the team member who posted for the brand.
   * A creator's own briefs go with their account (its deletion removes them); a brand's stay with
   * the brand when the member who wrote them leaves, their poster then null.
   */
  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true, index: false })
  poster!: User | null;

  /**
   * The brand's API key that posted it, when a key did (a key acts as the brand, never as a person:
   * `poster` is null then). Never shown: the brand is the poster. An id without a foreign key: the
   * keys' table belongs to the partner module, above this one.
   */
  @Property({ type: 'uuid', nullable: true })
  posterKeyId: string | null = null;

  /** The brand it is posted for; null for a creator's own brief. */
  @ManyToOne(() => Brand, { deleteRule: 'cascade', nullable: true, index: false })
  brand: Brand | null = null;

  @Field(() => String, { description: "The brief's headline (plain text)." })
  @Property({ type: 'string', length: 120 })
  title!: string;

  @Field(() => String, { description: 'What the poster is looking for, in full (plain text).' })
  @Property({ type: 'text' })
  description!: string;

  /** Title and description, lower-cased, for the board's search (under a pg_trgm index). */
  @searchTextColumn(['title', 'description'])
  searchText?: string;

  @Field(() => BriefKind, { description: 'What kind of collaboration it is.' })
  @Enum({ items: () => BriefKind })
  kind!: BriefKind;

  @Enum({ items: () => CompensationType })
  compensationType!: CompensationType;

  @Property({ type: 'integer', nullable: true })
  compensationMin: number | null = null;

  @Property({ type: 'integer', nullable: true })
  compensationMax: number | null = null;

  @Property({ type: 'string', length: 3, nullable: true })
  compensationCurrency: string | null = null;

  @Field(() => [String], { description: 'Genres wanted, from the profile vocabulary.' })
  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  genres: string[] = [];

  @Field(() => [String], { description: 'Skills wanted, from the profile vocabulary.' })
  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  skills: string[] = [];

  @Field(() => [String], { description: 'Roles wanted (producers, vocalists...), from the vocabulary of what creators look for.' })
  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  roles: string[] = [];

  @Field(() => [Deliverable], { description: 'What the poster wants delivered, in order.' })
  @Property({ type: 'json', defaultRaw: "'[]'" })
  deliverables: Deliverable[] = [];

  @Field(() => String, { nullable: true, description: 'Where the work happens; null for remote-only.' })
  @Property({ type: 'string', length: 100, nullable: true })
  location: string | null = null;

  @Field(() => Boolean, { description: 'Whether the work can be done remotely.' })
  @Property({ type: 'boolean', default: false })
  remote: boolean = false;

  @Field(() => [String], { description: 'Screening questions every applicant answers (up to 3).' })
  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  questions: string[] = [];

  @Field(() => Date, { description: 'When applications close.' })
  @Property({ type: 'datetime' })
  closesAt!: Date;

  @Field(() => BriefStatus, { description: 'Where the brief is in its life (draft, open, paused, closed...).' })
  @Enum({ items: () => BriefStatus, default: BriefStatus.DRAFT })
  status: BriefStatus = BriefStatus.DRAFT;

  /** Published and waiting for an admin (a first brief, or an unverified poster's): still DRAFT. */
  @Field(() => Boolean, { description: 'Published and waiting for moderation before it opens (a first brief, or an unverified poster).' })
  @Property({ type: 'boolean', default: false })
  awaitingReview: boolean = false;

  /** When an admin let it open: later pauses and resumes need no new review. */
  @Property({ type: 'datetime', nullable: true })
  approvedAt: Date | null = null;

  /** When it first opened. */
  @Property({ type: 'datetime', nullable: true })
  publishedAt: Date | null = null;

  /** When it was closed, expired or removed: the poster's decision grace period counts from here. */
  @Property({ type: 'datetime', nullable: true })
  closedAt: Date | null = null;

  @Field(() => BriefOutcome, { nullable: true, description: 'How it ended (hired or not); null while it is not closed.' })
  @Enum({ items: () => BriefOutcome, nullable: true })
  outcome: BriefOutcome | null = null;

  @Field(() => String, { nullable: true, description: 'Why the poster closed without a hire.' })
  @Property({ type: 'text', nullable: true })
  outcomeReason: string | null = null;

  /** Why moderation removed it (shown to its poster). */
  @Field(() => String, { nullable: true, description: 'Why moderation removed it.' })
  @Property({ type: 'text', nullable: true })
  removalReason: string | null = null;

  /**
   * When the poster's warning that applications close in five days fell due: set by the expiry job.
   * Delivering it (mail, in-app) is the notifications feature's work, which reads this column.
   */
  @Property({ type: 'datetime', nullable: true })
  expiryWarningAt: Date | null = null;

  /** The poster's last edit or decision on an application: what "an active poster" is read from. */
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  lastPosterActivityAt: Date = new Date();

  /**
   * When the `score_brief` job last scored every creator's fit to it; null before that, and again
   * once an edit changes what the fit reads (title, description, genres, skills, roles, place).
   */
  @Property({ type: 'datetime', nullable: true })
  fitsScoredAt: Date | null = null;
}

/**
 * A creator's application to a brief. One per creator and brief. `usedAllowance` says it counted
 * against the weekly allowance; `refundedAt` that it was given back (the poster never opened it, or
 * left it undecided when the brief closed).
 */
@ObjectType({ description: "A creator's application to a brief: readable by its applicant and by the brief's poster (or the brand's team) only." })
@Entity({ tableName: 'brief_applications' })
@Unique({ properties: ['brief', 'applicant'] })
@Index({ properties: ['applicant', 'createdAt'] })
@Index({ properties: ['brief', 'status'] })
export class BriefApplication extends Timestamped {
  [OptionalProps]?:
    | 'createdAt'
    | 'updatedAt'
    | 'status'
    | 'links'
    | 'answers'
    | 'declineReason'
    | 'declineNote'
    | 'viewedAt'
    | 'decidedAt'
    | 'firstAnswerAt'
    | 'usedAllowance'
    | 'refundedAt'
    | 'invited';

  @Field(() => ID, { description: 'The application id (a UUID).' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Brief, { deleteRule: 'cascade', index: false })
  brief!: Brief;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: false })
  applicant!: User;

  @Field(() => String, { description: "The applicant's pitch to the poster (plain text)." })
  @Property({ type: 'text' })
  pitch!: string;

  @Field(() => [String], { description: "Links to the applicant's work (http or https addresses)." })
  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  links: string[] = [];

  @Field(() => [String], { description: "Answers to the brief's screening questions, in their order." })
  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  answers: string[] = [];

  @Field(() => ApplicationStatus, { description: 'Where the application stands.' })
  @Enum({ items: () => ApplicationStatus, default: ApplicationStatus.SUBMITTED })
  status: ApplicationStatus = ApplicationStatus.SUBMITTED;

  @Field(() => DeclineReason, { nullable: true, description: 'Why the poster declined it; null unless declined.' })
  @Enum({ items: () => DeclineReason, nullable: true })
  declineReason: DeclineReason | null = null;

  @Field(() => String, { nullable: true, description: "The poster's own words on declining; null when none was given." })
  @Property({ type: 'text', nullable: true })
  declineNote: string | null = null;

  @Field(() => Date, { nullable: true, description: "When the poster (or the brand's team) first opened it." })
  @Property({ type: 'datetime', nullable: true })
  viewedAt: Date | null = null;

  @Field(() => Date, { nullable: true, description: 'When it was hired or declined.' })
  @Property({ type: 'datetime', nullable: true })
  decidedAt: Date | null = null;

  /** The poster's first answer of any kind (shortlist, hire, decline): what "hours to the first answer" measures. */
  @Property({ type: 'datetime', nullable: true })
  firstAnswerAt: Date | null = null;

  @Field(() => Boolean, { description: 'Whether it counted against the weekly allowance (until given back).' })
  @Property({ type: 'boolean', default: true })
  usedAllowance: boolean = true;

  @Property({ type: 'datetime', nullable: true })
  refundedAt: Date | null = null;

  /** Sent after the poster invited the applicant: such an application never counts against the allowance. */
  @Field(() => Boolean, { description: 'Whether the poster invited the applicant to apply (it then used no allowance).' })
  @Property({ type: 'boolean', default: false })
  invited: boolean = false;
}

/** A report of a brief, for the moderation queue. One open report per reporter and brief. */
@Entity({ tableName: 'brief_reports' })
@Index({ properties: ['brief', 'resolvedAt'] })
@Unique({
  name: 'brief_reports_one_open_per_reporter',
  expression: `create unique index "brief_reports_one_open_per_reporter" on "brief_reports" ("brief_id", "reporter_id") where "resolved_at" is null`,
})
export class BriefReport {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Brief, { deleteRule: 'cascade', index: false })
  brief!: Brief;

  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true, index: false })
  reporter!: User | null;

  @Property({ type: 'text' })
  reason!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** When an admin approved (the report is dismissed) or removed the brief (upheld). */
  @Property({ type: 'datetime', nullable: true })
  resolvedAt: Date | null = null;

  @Property({ type: 'boolean', nullable: true })
  upheld: boolean | null = null;
}

/**
 * A creator's fit to an open brief, as MatchMade's engine scored it (the `score_brief` job): kept
 * only at or above the feed's threshold, so the table holds the creators a brief is pushed to.
 */
@Entity({ tableName: 'brief_fits' })
@Index({
  name: 'brief_fits_user_id_score_index',
  expression: 'create index "brief_fits_user_id_score_index" on "brief_fits" ("user_id", "score" desc, "brief_id")',
})
@Index({
  name: 'brief_fits_brief_id_score_index',
  expression: 'create index "brief_fits_brief_id_score_index" on "brief_fits" ("brief_id", "score" desc, "user_id")',
})
export class BriefFitRow {
  @ManyToOne(() => Brief, { primary: true, deleteRule: 'cascade' })
  brief!: Brief;

  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'smallint' })
  score!: number;

  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  reasons: string[] = [];

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

/** A creator the poster (or the brand's team) invited to apply to a brief; at most 20 per brief. */
@Entity({ tableName: 'brief_invites' })
@Index({ properties: ['user'] })
export class BriefInvite {
  @ManyToOne(() => Brief, { primary: true, deleteRule: 'cascade' })
  brief!: Brief;

  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  user!: User;

  /** The team member or creator who sent it; null once their account is gone. */
  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true, index: false })
  invitedBy: User | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

/**
 * A poster's record on the board (a creator posting as themselves, or a brand), as the
 * `compute_poster_stats` job last left it: stored, never worked out per request. The figures are
 * null below their minimum sample (see poster-stats.ts); the samples are kept to say why.
 */
@Entity({ tableName: 'poster_stats' })
@Check({ name: 'poster_stats_one_poster', expression: '(user_id is null) <> (brand_id is null)' })
export class PosterStatsRow {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @OneToOne(() => User, { owner: true, deleteRule: 'cascade', nullable: true, unique: true })
  user: User | null = null;

  @OneToOne(() => Brand, { owner: true, deleteRule: 'cascade', nullable: true, unique: true })
  brand: Brand | null = null;

  @Property({ type: 'integer', default: 0 })
  briefsPosted: number = 0;

  @Property({ type: 'integer', default: 0 })
  closedBriefs: number = 0;

  @Property({ type: 'integer', default: 0 })
  applications: number = 0;

  @Property({ type: 'real', nullable: true })
  hireRate: number | null = null;

  @Property({ type: 'real', nullable: true })
  decisionRate: number | null = null;

  @Property({ type: 'real', nullable: true })
  medianFirstAnswerHours: number | null = null;

  @Property({ type: 'datetime' })
  computedAt!: Date;
}
