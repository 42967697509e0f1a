import { Field, ObjectType, Query, Resolver } from 'type-graphql';
import { CAREER_STAGES, CATEGORIES, GENRES, LOOKING_FOR, REGIONS, SKILLS, SOCIAL_PLATFORMS } from '../../shared/vocabulary.js';

@ObjectType({ description: 'Suggested values shared by profiles, the catalogue and matching.' })
class Vocabulary {
  @Field(() => [String]) genres!: readonly string[];
  @Field(() => [String]) careerStages!: readonly string[];
  @Field(() => [String]) skills!: readonly string[];
  @Field(() => [String]) lookingFor!: readonly string[];
  @Field(() => [String]) categories!: readonly string[];
  @Field(() => [String]) regions!: readonly string[];
  @Field(() => [String]) socialPlatforms!: readonly string[];
}

@Resolver()
export class VocabularyResolver {
  @Query(() => Vocabulary)
  vocabulary(): Vocabulary {
    return {
      genres: GENRES,
      careerStages: CAREER_STAGES,
      skills: SKILLS,
      lookingFor: LOOKING_FOR,
      categories: CATEGORIES,
      regions: REGIONS,
      socialPlatforms: SOCIAL_PLATFORMS,
    };
  }
}
