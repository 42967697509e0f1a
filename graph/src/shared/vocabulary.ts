/**
 * The shared vocabularies: suggested values for profiles and the attributes MatchMade AI matches
 * on. Profiles and resources may hold their own genres, skills and needs too; these are the
 * suggestions. A resource's categories, career stages and regions come from these lists only.
 */
export const GENRES = [
  'Hip-Hop',
  'R&B',
  'Pop',
  'Rock',
  'Indie',
  'Electronic',
  'House',
  'Techno',
  'Drum & Bass',
  'Dubstep',
  'Ambient',
  'Jazz',
  'Classical',
  'Country',
  'Folk',
  'Latin',
  'Reggaeton',
  'Afrobeats',
  'Reggae',
  'Metal',
  'Punk',
  'Soul',
  'Funk',
  'Gospel',
  'Lo-fi',
  'Trap',
  'K-Pop',
  'Blues',
  'Singer-Songwriter',
  'Film Score',
] as const;
export const CAREER_STAGES = ['beginner', 'emerging', 'established', 'professional'] as const;
export const SKILLS = [
  'Songwriting',
  'Production',
  'Mixing',
  'Mastering',
  'Vocals',
  'Rapping',
  'Guitar',
  'Piano/Keys',
  'Drums',
  'Bass',
  'DJing',
  'Sound Design',
  'Beatmaking',
  'Composition',
  'Arrangement',
  'Music Theory',
  'Live Performance',
  'Marketing',
  'Social Media',
  'Video Editing',
  'Music Business',
] as const;
export const LOOKING_FOR = [
  'Distribution',
  'Mastering',
  'Mixing Engineer',
  'Playlist Placement',
  'Sync Licensing',
  'PR & Press',
  'Management',
  'Booking Agent',
  'Label Deal',
  'Collaborators',
  'Producers',
  'Vocalists',
  'Gear Endorsement',
  'Sample Packs',
  'Education',
  'Legal Advice',
  'Funding',
  'Merch',
  'Publishing Admin',
  'Fan Growth',
] as const;
export const CATEGORIES = [
  'distribution',
  'mastering',
  'sync-licensing',
  'pr',
  'playlist-pitching',
  'gear',
  'plugins-samples',
  'education',
  'legal',
  'finance',
  'publishing',
  'live-touring',
  'marketing',
  'collaboration',
] as const;
export const REGIONS = ['global', 'north-america', 'europe', 'uk', 'latin-america', 'africa', 'asia-pacific'] as const;
export const SOCIAL_PLATFORMS = ['instagram', 'tiktok', 'youtube', 'spotify', 'soundcloud', 'bandcamp', 'x', 'facebook', 'twitch', 'appleMusic'] as const;

export type Genre = (typeof GENRES)[number];
export type CareerStage = (typeof CAREER_STAGES)[number];
export type Skill = (typeof SKILLS)[number];
export type LookingFor = (typeof LOOKING_FOR)[number];
export type Category = (typeof CATEGORIES)[number];
export type Region = (typeof REGIONS)[number];
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
