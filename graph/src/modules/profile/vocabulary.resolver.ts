import { Field, ObjectType, Query, Resolver } from 'type-graphql';
import { CAREER_STAGES, CATEGORIES, GENRES, LOOKING_FOR, REGIONS, SKILLS, SOCIAL_PLATFORMS } from '../../shared/vocabulary.js';

@ObjectType({ description: 'Suggested values shared by profiles, the catalogue and matching.' })
class Vocabulary {
  @Field(() => [String], { description: "Genres: suggestions for a profile (creators may add their own), the only values a brief's genres take." })
  genres!: readonly string[];
  @Field(() => [String], { description: "Career stages, the earliest first: the only values of a profile's careerStage and a resource's careerStages." })
  careerStages!: readonly string[];
  @Field(() => [String], { description: "Skills: suggestions for a profile (creators may add their own), the only values a brief's skills take." })
  skills!: readonly string[];
  @Field(() => [String], {
    description: "Needs a creator looks for (producers, a mixing engineer...): suggestions for a profile, the only values of a brief's roles wanted.",
  })
  lookingFor!: readonly string[];
  @Field(() => [String], { description: "Catalogue categories: the only values of a resource's or a brand's category." }) categories!: readonly string[];
  @Field(() => [String], { description: "Regions: the only values of a resource's or a brand's regions." }) regions!: readonly string[];
  @Field(() => [String], { description: 'The platforms a profile may link to: the field names of SocialMedia.' }) socialPlatforms!: readonly string[];
}

@Resolver()
export class VocabularyResolver {
  @Query(() => Vocabulary, { description: 'The shared vocabularies for profiles, briefs, resources and brands; anyone may read them.' })
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
