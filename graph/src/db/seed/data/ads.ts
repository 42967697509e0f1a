export type AdSeed = {
  slug: string;
  title: string;
  /** at most 140 characters */
  description: string;
  /** 'DISTROKID_LOGO' or a generated logo path such as /logos/<slug>.svg */
  imageUrl: string;
  linkUrl: string;
  sponsor: string;
  placement: 'dashboard';
  priority: number;
};

export const BANNER_ADS: AdSeed[] = [
  {
    slug: 'distrokid-unlimited-distribution',
    title: 'Get your music into every store with DistroKid',
    description: 'Upload unlimited songs to Spotify, Apple Music, TikTok, YouTube and more for one yearly fee, and keep 100% of your royalties.',
    imageUrl: 'DISTROKID_LOGO',
    linkUrl: 'https://distrokid.com/',
    sponsor: 'DistroKid',
    placement: 'dashboard',
    priority: 100,
  },
  {
    slug: 'landr-instant-mastering',
    title: 'Release-ready masters in minutes',
    description: 'Preview an AI master of your mix for free with LANDR, then download a loud, balanced WAV ready for streaming.',
    imageUrl: '/logos/landr.svg',
    linkUrl: 'https://www.landr.com/',
    sponsor: 'LANDR',
    placement: 'dashboard',
    priority: 80,
  },
  {
    slug: 'splice-sounds-library',
    title: 'Find the sound that finishes your track',
    description: 'Search royalty-free samples, loops and presets on Splice by key, tempo and genre, and drag them straight into your DAW.',
    imageUrl: '/logos/splice.svg',
    linkUrl: 'https://splice.com/sounds',
    sponsor: 'Splice',
    placement: 'dashboard',
    priority: 60,
  },
  {
    slug: 'submithub-curator-feedback',
    title: 'Get your song heard by curators',
    description: 'Send your track to blogs, playlists and labels on SubmitHub and get honest feedback on every premium submission.',
    imageUrl: '/logos/submithub.svg',
    linkUrl: 'https://www.submithub.com/',
    sponsor: 'SubmitHub',
    placement: 'dashboard',
    priority: 40,
  },
];
