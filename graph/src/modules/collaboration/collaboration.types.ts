import { ArgsType, Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Brand } from '../brand/brand.entity.js';
import { connectionType, PageArgs } from '../common/connection.js';
import { CreatorProfile } from '../profile/creator.resolver.js';
import type { PublicCreator } from '../profile/profile.service.js';
import { APPLICATION_LIMITS, atMostCharacters, atMostItems, BRIEF_LIMITS, FILTER_LIMITS } from '../../shared/limits.js';
import { ApplicationStatus, Brief, BriefApplication, BriefKind, CompensationType } from './brief.entity.js';

/** GraphQL inputs and outputs of the collaboration board, beside its resolver. */

export enum BriefSort {
  /** The signed-in creator's stored fit first (MatchMade's score), briefs without one after, the newest first; NEWEST for a visitor. */
  BEST_FIT = 'best_fit',
  NEWEST = 'newest',
  CLOSING_SOON = 'closing_soon',
}
registerEnumType(BriefSort, {
  name: 'BriefSort',
  description: 'How the board is sorted: BEST_FIT, NEWEST (the default) or CLOSING_SOON.',
  valuesConfig: {
    BEST_FIT: {
      description: "The signed-in creator's stored fits first, best first, then the other briefs, newest first; the same as NEWEST for a visitor.",
    },
    NEWEST: { description: 'The most recently opened first.' },
    CLOSING_SOON: { description: 'The earliest closesAt first.' },
  },
});

@ObjectType({ description: 'How a brief pays: shown in bold on every card. A range and a currency for FIXED and HOURLY; none for REVENUE_SHARE and UNPAID.' })
export class Compensation {
  @Field(() => CompensationType, { description: 'How the brief pays.' }) type!: CompensationType;
  @Field(() => Int, { nullable: true, description: 'The lower end, in whole units of the currency.' }) min!: number | null;
  @Field(() => Int, { nullable: true, description: 'The upper end, in whole units of the currency.' }) max!: number | null;
  @Field(() => String, { nullable: true, description: 'An ISO 4217 code (EUR, USD).' }) currency!: string | null;
}

@ObjectType({ description: 'Who posted a brief: a creator (their public profile), or a brand. Exactly one is set.' })
export class BriefPoster {
  @Field(() => CreatorProfile, { nullable: true, description: 'The creator who posted the brief; null when a brand did.' }) creator!: PublicCreator | null;
  @Field(() => Brand, { nullable: true, description: 'The brand that posted the brief; null when a creator did.' }) brand!: Brand | null;
}

@ObjectType({ description: "A poster's record on the board, over the last 180 days; each figure null below its minimum sample." })
export class PosterStats {
  @Field(() => Int, { description: 'Briefs that opened in the last 180 days.' }) briefsPosted!: number;
  @Field(() => Float, {
    nullable: true,
    description: 'Share (0–1) of the briefs that ended (closed or expired) that closed with a hire; null below 3 ended briefs.',
  })
  hireRate!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: 'Share (0–1) of applications received that got an explicit answer (shortlisted, hired, declined); null below 10 applications.',
  })
  decisionRate!: number | null;
  @Field(() => Float, { nullable: true, description: "Median hours from an application to the poster's first answer; null below 10 applications." })
  medianFirstAnswerHours!: number | null;
}

@ObjectType({ description: 'How well a brief fits the signed-in creator, by MatchMade, with the reasons in words.' })
export class BriefFitScore {
  @Field(() => Int, { description: 'MatchMade score, 0–100.' }) score!: number;
  @Field(() => [String], { description: 'Why it fits, in words, the strongest first.' }) reasons!: string[];
}

@ObjectType({ description: "A brief that opened and fits the signed-in creator, pushed live: with MatchMade's score and the reasons in words." })
export class BriefFit {
  @Field(() => Brief, { description: 'The brief that opened.' }) brief!: Brief;
  @Field(() => Int, { description: 'MatchMade score, 0–100.' }) score!: number;
  @Field(() => [String], { description: 'Why it fits, in words, the strongest first.' }) reasons!: string[];
}

@ObjectType({ description: 'A creator a brief fits, for its poster to invite: ranked by MatchMade score.' })
export class BriefCandidate {
  @Field(() => CreatorProfile, { nullable: true, description: 'Their public profile; null once the account is gone.' }) creator!: PublicCreator | null;
  @Field(() => Int, { description: 'MatchMade score, 0–100.' }) score!: number;
  @Field(() => [String], { description: 'Why the brief fits them, in words.' }) reasons!: string[];
  @Field(() => Boolean, { description: 'Whether the poster invited them.' }) invited!: boolean;
  @Field(() => Boolean, { description: 'Whether they applied.' }) applied!: boolean;
}

@ObjectType({ description: 'Applications a creator may still send this week, free of charge.' })
export class ApplicationAllowance {
  @Field(() => Int, {
    description: `How many more applications the creator may send before resetsAt: ${APPLICATION_LIMITS.weeklyAllowance} a week, less those sent this week and not given back; 0 at the least.`,
  })
  remaining!: number;
  @Field(() => Date, { description: 'When the week starts again (Monday 00:00 UTC).' }) resetsAt!: Date;
}

@ObjectType({ description: 'An open report on a brief, as admins read it in the moderation queue.' })
export class BriefReportEntry {
  @Field(() => String, { description: `What the reporter says is wrong with the brief, at most ${BRIEF_LIMITS.reason} characters.` }) reason!: string;
  @Field(() => Date, { description: 'When the report was made.' }) createdAt!: Date;
  @Field(() => String, { nullable: true, description: "The reporter's username; null once their account is gone." }) reporter!: string | null;
}

export const BriefsConnection = connectionType('Briefs', Brief);
export const BriefApplicationsConnection = connectionType('BriefApplications', BriefApplication);
export const BriefCandidatesConnection = connectionType('BriefCandidates', BriefCandidate);

@InputType({ description: 'How a brief pays.' })
export class CompensationInput {
  @Field(() => CompensationType, { description: 'How the brief pays.' }) type!: CompensationType;
  @Field(() => Int, { nullable: true, description: `FIXED and HOURLY: the lower end, 0 to ${BRIEF_LIMITS.compensationMax.toLocaleString('en')}.` }) min?:
    number | null;
  @Field(() => Int, { nullable: true, description: `FIXED and HOURLY: the upper end, 0 to ${BRIEF_LIMITS.compensationMax.toLocaleString('en')}.` }) max?:
    number | null;
  @Field(() => String, { nullable: true, description: `FIXED and HOURLY: an ISO 4217 code. ${atMostCharacters(BRIEF_LIMITS.currency)}` }) currency?:
    string | null;
}

@InputType({ description: 'One thing the poster wants delivered.' })
export class DeliverableInput {
  @Field(() => String, { description: `What. ${atMostCharacters(BRIEF_LIMITS.deliverableWhat)}` }) what!: string;
  @Field(() => Int, { description: `How many, 1 to ${BRIEF_LIMITS.deliverableCount}.` }) count!: number;
  @Field(() => String, { nullable: true, description: `In which format. ${atMostCharacters(BRIEF_LIMITS.deliverableFormat)}` }) format?: string | null;
}

const LIST = atMostItems(BRIEF_LIMITS.listItems, BRIEF_LIMITS.listItemLength);

@InputType({ description: "A brief's fields. On update, a field left out stays as it is." })
export class UpdateBriefInput {
  @Field(() => String, { nullable: true, description: atMostCharacters(BRIEF_LIMITS.title) }) title?: string | null;
  @Field(() => String, { nullable: true, description: atMostCharacters(BRIEF_LIMITS.description) }) description?: string | null;
  @Field(() => BriefKind, { nullable: true, description: 'What kind of work the brief is for.' }) kind?: BriefKind | null;
  @Field(() => CompensationInput, { nullable: true, description: 'How the brief pays.' }) compensation?: CompensationInput | null;
  @Field(() => [String], { nullable: true, description: `Genres from the profile vocabulary. ${LIST}` }) genres?: string[] | null;
  @Field(() => [String], { nullable: true, description: `Skills from the profile vocabulary. ${LIST}` }) skills?: string[] | null;
  @Field(() => [String], { nullable: true, description: `Roles wanted, from the vocabulary of what creators look for. ${LIST}` }) roles?: string[] | null;
  @Field(() => [DeliverableInput], { nullable: true, description: `At most ${BRIEF_LIMITS.deliverables} items.` }) deliverables?: DeliverableInput[] | null;
  @Field(() => String, { nullable: true, description: `Where the work happens. ${atMostCharacters(BRIEF_LIMITS.location)}` }) location?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'true when the work can be done remotely.' }) remote?: boolean | null;
  @Field(() => [String], { nullable: true, description: `Screening questions. ${atMostItems(BRIEF_LIMITS.questions, BRIEF_LIMITS.question)}` }) questions?:
    string[] | null;
  @Field(() => Date, { nullable: true, description: `When applications close: in the future, at most ${BRIEF_LIMITS.closesMaxDays} days from now.` })
  closesAt?: Date | null;
}

@InputType({ description: 'A new brief (a draft until published).' })
export class CreateBriefInput extends UpdateBriefInput {
  @Field(() => ID, { nullable: true, description: "Post for this brand (a UUID): its team only. Without it, the brief is the creator's own." })
  brandId?: string | null;
}

@InputType({ description: 'An application to a brief.' })
export class ApplyInput {
  @Field(() => String, { description: `What you would bring. ${atMostCharacters(APPLICATION_LIMITS.pitch)}` }) pitch!: string;
  @Field(() => [String], {
    nullable: true,
    description: `Links to your work (http or https). ${atMostItems(APPLICATION_LIMITS.links, APPLICATION_LIMITS.linkLength)}`,
  })
  links?: string[] | null;
  @Field(() => [String], {
    nullable: true,
    description: `One answer per screening question, in order. ${atMostItems(BRIEF_LIMITS.questions, APPLICATION_LIMITS.answer)}`,
  })
  answers?: string[] | null;
}

@ArgsType()
export class BriefsArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: `Words of the title or description. ${atMostCharacters(FILTER_LIMITS.search)}` }) search?: string | null;
  @Field(() => BriefKind, { nullable: true, description: 'Only briefs of this kind; every kind when null.' }) kind?: BriefKind | null;
  @Field(() => CompensationType, { nullable: true, description: 'Only briefs that pay this way; every way when null.' }) compensation?: CompensationType | null;
  @Field(() => String, { nullable: true, description: `A genre. ${atMostCharacters(FILTER_LIMITS.term)}` }) genre?: string | null;
  @Field(() => BriefSort, { nullable: true, description: 'The order of the board; NEWEST when null.' }) sort?: BriefSort | null;
  @Field(() => Boolean, { nullable: true, description: 'true: only briefs whose work can be done remotely.' }) remote?: boolean | null;
}

@ArgsType()
export class BriefCandidatesArgs extends PageArgs {
  @Field(() => ID, { description: 'The brief id (a UUID).' }) briefId!: string;
}

@ArgsType()
export class BriefApplicationsArgs extends PageArgs {
  @Field(() => ID, { description: 'The brief id (a UUID).' }) briefId!: string;
  @Field(() => ApplicationStatus, { nullable: true, description: 'Only this status; every application by default.' }) status?: ApplicationStatus | null;
}
