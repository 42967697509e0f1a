import type { Genre, LookingFor, Skill } from '../../../shared/vocabulary.js';

/**
 * Demo briefs on the collaboration board: six from directory brands, six from demo creators, all
 * open (their posters' first briefs already approved). Development data only.
 */
export type DemoBrief = {
  /** A brand's slug, or a demo creator's username. */
  poster: { brand: string } | { creator: string };
  title: string;
  description: string;
  kind: 'collaboration' | 'paid_gig' | 'brand_campaign' | 'open_call';
  compensation: { type: 'fixed' | 'hourly' | 'revenue_share' | 'unpaid'; min?: number; max?: number; currency?: string };
  genres: Genre[];
  skills: Skill[];
  roles: LookingFor[];
  deliverables: { what: string; count: number; format: string | null }[];
  location: string | null;
  remote: boolean;
  questions: string[];
  /** Posted this many days ago; applications close this many days from now. */
  postedDaysAgo: number;
  closesInDays: number;
};

export const BRIEFS: DemoBrief[] = [
  {
    poster: { brand: 'soundplate' },
    title: 'Remixers wanted for our spring house compilation',
    description:
      'Soundplate is putting together a 12-track house compilation for April. We are looking for producers to remix one of four originals from our catalogue; stems are provided and the remix is released on every store with full credit.',
    kind: 'brand_campaign',
    compensation: { type: 'fixed', min: 300, max: 600, currency: 'GBP' },
    genres: ['House', 'Electronic'],
    skills: ['Production', 'Mixing'],
    roles: ['Producers'],
    deliverables: [{ what: 'Remix, mixed and mastered', count: 1, format: 'WAV 24-bit' }],
    location: null,
    remote: true,
    questions: ['Link a remix you are proud of.'],
    postedDaysAgo: 2,
    closesInDays: 26,
  },
  {
    poster: { brand: 'distrokid' },
    title: 'Short-form video creators for a release-day campaign',
    description:
      'We want independent artists who document their release day on TikTok and Instagram. Film three short videos around your next single: the upload, the first listens and the numbers a week later.',
    kind: 'brand_campaign',
    compensation: { type: 'fixed', min: 200, max: 400, currency: 'USD' },
    genres: ['Pop', 'Hip-Hop', 'Indie'],
    skills: ['Social Media', 'Video Editing'],
    roles: ['Collaborators'],
    deliverables: [{ what: 'Vertical video, 30 to 60 seconds', count: 3, format: '9:16 MP4' }],
    location: null,
    remote: true,
    questions: ['When is your next single out?'],
    postedDaysAgo: 5,
    closesInDays: 20,
  },
  {
    poster: { brand: 'tunecore' },
    title: 'Open call: Afrobeats and Amapiano playlist curators',
    description:
      'TuneCore is widening its editorial network in West and Southern Africa. Tell us how you pick tracks and which playlists you already run; selected curators join a monthly paid review round.',
    kind: 'open_call',
    compensation: { type: 'hourly', min: 20, max: 35, currency: 'USD' },
    genres: ['Afrobeats'],
    skills: ['Music Business', 'Marketing'],
    roles: ['Playlist Placement'],
    deliverables: [{ what: 'Monthly review of submitted tracks', count: 4, format: null }],
    location: 'Lagos, Nigeria',
    remote: true,
    questions: ['Which playlists do you run, and how many followers do they have?'],
    postedDaysAgo: 8,
    closesInDays: 15,
  },
  {
    poster: { brand: 'awal' },
    title: 'Session vocalist for a neo-soul single',
    description:
      'An AWAL artist needs a warm alto or tenor for the hook and backing harmonies of a neo-soul single. The session is in London; travel costs are covered.',
    kind: 'paid_gig',
    compensation: { type: 'fixed', min: 500, max: 900, currency: 'GBP' },
    genres: ['Soul', 'R&B'],
    skills: ['Vocals'],
    roles: ['Vocalists'],
    deliverables: [{ what: 'Lead hook and harmonies', count: 1, format: 'Multitrack session' }],
    location: 'London, UK',
    remote: false,
    questions: ['What is your range?', 'Are you free the week of the 14th?'],
    postedDaysAgo: 1,
    closesInDays: 12,
  },
  {
    poster: { brand: 'amuse' },
    title: 'Lo-fi beats for a study-stream partnership',
    description:
      'Amuse is curating a 24/7 study stream with a partner channel. We are looking for lo-fi producers with finished, cleared instrumentals; revenue from the stream is shared between the featured artists.',
    kind: 'collaboration',
    compensation: { type: 'revenue_share' },
    genres: ['Lo-fi', 'Jazz'],
    skills: ['Beatmaking', 'Production'],
    roles: ['Producers'],
    deliverables: [{ what: 'Instrumental, 2 to 3 minutes', count: 5, format: 'WAV' }],
    location: null,
    remote: true,
    questions: [],
    postedDaysAgo: 11,
    closesInDays: 9,
  },
  {
    poster: { brand: 'stem' },
    title: 'Mixing engineer for an indie band EP',
    description:
      'A band distributed through Stem is finishing a five-track indie rock EP and needs a mixing engineer who has worked on guitar-driven records. Budget per track, references supplied.',
    kind: 'paid_gig',
    compensation: { type: 'fixed', min: 1200, max: 2000, currency: 'USD' },
    genres: ['Indie', 'Rock'],
    skills: ['Mixing'],
    roles: ['Mixing Engineer'],
    deliverables: [{ what: 'Mixed track with stems', count: 5, format: 'WAV 24-bit / 48 kHz' }],
    location: 'Los Angeles, USA',
    remote: true,
    questions: ['Link two mixes of guitar-driven records.'],
    postedDaysAgo: 4,
    closesInDays: 24,
  },
  {
    poster: { creator: 'amarasol' },
    title: 'Looking for a producer for my Afro-R&B EP',
    description:
      'I have six songs written and demoed on piano. I am looking for a producer who can give them a warm Afro-R&B sound with live percussion; we split the masters.',
    kind: 'collaboration',
    compensation: { type: 'revenue_share' },
    genres: ['Afrobeats', 'R&B'],
    skills: ['Production', 'Arrangement'],
    roles: ['Producers'],
    deliverables: [{ what: 'Produced track', count: 6, format: null }],
    location: 'Accra, Ghana',
    remote: true,
    questions: ['Which of your productions is closest to this sound?'],
    postedDaysAgo: 3,
    closesInDays: 27,
  },
  {
    poster: { creator: 'kwamemakesbeats' },
    title: 'Rappers for a trap beat tape',
    description:
      'Twelve beats, twelve voices. I am pairing each beat of my next tape with a different rapper; every verse gets credited and the tape goes out on all platforms.',
    kind: 'open_call',
    compensation: { type: 'unpaid' },
    genres: ['Trap', 'Hip-Hop'],
    skills: ['Rapping'],
    roles: ['Collaborators'],
    deliverables: [{ what: '16-bar verse, dry vocals', count: 1, format: 'WAV' }],
    location: null,
    remote: true,
    questions: ['Link a verse you wrote.'],
    postedDaysAgo: 6,
    closesInDays: 21,
  },
  {
    poster: { creator: 'lera.d' },
    title: 'Vocalist for a melodic house single',
    description:
      'Track is finished apart from the topline: deep, melodic house at 122 BPM. Looking for a vocalist who writes their own melodies; fee plus a share of royalties.',
    kind: 'paid_gig',
    compensation: { type: 'fixed', min: 250, max: 500, currency: 'EUR' },
    genres: ['House', 'Electronic'],
    skills: ['Vocals', 'Songwriting'],
    roles: ['Vocalists'],
    deliverables: [{ what: 'Topline, lead and doubles', count: 1, format: 'Dry WAV stems' }],
    location: 'Berlin, Germany',
    remote: true,
    questions: ['Send a link to a topline you wrote.'],
    postedDaysAgo: 9,
    closesInDays: 18,
  },
  {
    poster: { creator: 'youss.wav' },
    title: 'Sound designer for an ambient film score',
    description:
      'Scoring a 20-minute short film and looking for someone who builds textures from field recordings. Two weeks of work, remote, paid by the hour.',
    kind: 'paid_gig',
    compensation: { type: 'hourly', min: 30, max: 50, currency: 'EUR' },
    genres: ['Ambient', 'Film Score'],
    skills: ['Sound Design'],
    roles: ['Collaborators'],
    deliverables: [{ what: 'Texture stems for the cues', count: 8, format: 'WAV' }],
    location: null,
    remote: true,
    questions: [],
    postedDaysAgo: 2,
    closesInDays: 14,
  },
  {
    poster: { creator: 'haneulblue' },
    title: 'K-pop songwriting camp: topliners and track makers',
    description:
      'A three-day online writing camp pitching to K-pop labels. Track makers bring beats, topliners bring melodies; splits are agreed per song at the start.',
    kind: 'collaboration',
    compensation: { type: 'revenue_share' },
    genres: ['K-Pop', 'Pop'],
    skills: ['Songwriting', 'Production'],
    roles: ['Collaborators', 'Producers'],
    deliverables: [{ what: 'Co-written demo', count: 2, format: null }],
    location: 'Seoul, South Korea',
    remote: true,
    questions: ['Are you a track maker or a topliner?'],
    postedDaysAgo: 7,
    closesInDays: 10,
  },
  {
    poster: { creator: 'sato.mix' },
    title: 'Keys player for a jazz-electronica live set',
    description: 'Putting together a live set mixing jazz chords with electronic drums for three club dates. Rehearsals in Tokyo; fee per show.',
    kind: 'paid_gig',
    compensation: { type: 'fixed', min: 40000, max: 60000, currency: 'JPY' },
    genres: ['Jazz', 'Electronic'],
    skills: ['Piano/Keys', 'Live Performance'],
    roles: ['Collaborators'],
    deliverables: [{ what: 'Live show', count: 3, format: null }],
    location: 'Tokyo, Japan',
    remote: false,
    questions: ['Which synths and keys do you play live?'],
    postedDaysAgo: 12,
    closesInDays: 16,
  },
];
