/**
 * Intent detection for the assistant: weighted phrase and word cues per topic of spec §1, with
 * the recent conversation breaking ties for short follow-ups ("and on TikTok?").
 */
export const INTENTS = ['career', 'analytics', 'networking', 'release', 'tasks', 'navigation'] as const;
export type Intent = (typeof INTENTS)[number] | 'greeting' | 'general';

/** Cue → weight. Phrases (with spaces) are matched on word boundaries; single words on stems. */
const CUES: Record<(typeof INTENTS)[number], Record<string, number>> = {
  career: {
    career: 3, manager: 3, management: 3, 'management deal': 4, grow: 1.5, 'full time': 3, 'full-time': 3, income: 2.5, money: 2, living: 2,
    royalt: 3, publishing: 2.5, publisher: 3, register: 3, pro: 1, ascap: 3, bmi: 3, prs: 3, contract: 3, label: 2.5, 'record deal': 4, deal: 1.5, brand: 1.5,
    sponsor: 2.5, sync: 2.5, licens: 2.5, goal: 2, 'next level': 3, pricing: 1.5, rates: 2, fee: 1.5, lawyer: 3, legal: 2.5, split: 2.5,
    merch: 2.5, tour: 2, booking: 2, gig: 2, 'get paid': 3, earn: 2.5, funding: 2.5, grant: 2.5, advance: 2, burnout: 2, 'day job': 3,
  },
  analytics: {
    stream: 2.5, streams: 2.5, streaming: 2.5, analytic: 4, stats: 3, statistic: 3, numbers: 2.5, data: 2, listener: 3, 'monthly listeners': 5,
    'save rate': 5, saves: 3, skip: 3, 'skip rate': 5, playlist: 1, algorithm: 3, 'release radar': 3, 'discover weekly': 4, spotify: 1,
    'for artists': 2, metric: 3, chart: 2, growth: 1.5, dropped: 2.5, drop: 1.5, audience: 1.5, demographic: 3, retention: 3, followers: 1.5,
    'going down': 3, 'went down': 3, spike: 3, trend: 2, report: 2, 'what do my': 2, understand: 1, mean: 1, 'track weekly': 3,
  },
  networking: {
    network: 3, networking: 4, connect: 2.5, connection: 2.5, collab: 3, collaborat: 3.5, producer: 2, producers: 2, feature: 1.5, features: 1, reach: 1.5,
    'reach out': 4, 'cold email': 4, dm: 3, message: 1.5, intro: 2.5, introduce: 2.5, meet: 2.5, people: 1.5, community: 2.5, industry: 1.5,
    'a&r': 4, mentor: 3, relationship: 3, contacts: 3, 'follow up': 3, pitch: 1.5, brands: 1.5, partner: 2, partnership: 2.5, events: 2, conference: 3,
    vocalist: 2.5, singer: 1.5, 'work with': 3, find: 1, approach: 2.5, creators: 1.5, 'grow my audience': 4, 'brand pitch': 5,
  },
  release: {
    release: 3, releasing: 3, 'release date': 5, single: 2.5, ep: 3, album: 3, drop: 1.5, launch: 2.5, rollout: 4, 'roll out': 4, 'pre-save': 5,
    presave: 5, 'independent curators': 4, distribut: 3, distributor: 3.5, upload: 2, master: 2, mastering: 3, mixing: 2, artwork: 3, 'cover art': 4, metadata: 4, isrc: 5, upc: 4,
    pitch: 3, 'pitch to playlists': 5, 'pitch my': 2, 'pitch to spotify': 5, 'editorial': 3, 'release plan': 5, timeline: 3, schedule: 2, 'how early': 3, weeks: 1.5, promo: 2.5, promotion: 2.5,
    'music video': 3, teaser: 3, campaign: 2.5, 'new song': 3, 'new track': 3, 'next track': 2, 'put out': 3, 'friday': 1.5,
  },
  tasks: {
    task: 3, tasks: 3, todo: 4, 'to-do': 4, 'to do': 3, priorit: 4, organis: 3, organiz: 3, overwhelm: 4, 'too much': 3, 'focus on': 3, focus: 2,
    'first': 1, 'where do i start': 5, 'where to start': 5, 'what should i do': 4, 'what do i do': 3, plan: 1.5, week: 2, weekly: 3, daily: 3, routine: 3,
    time: 1.5, schedule: 1.5, productiv: 4, procrastinat: 4, checklist: 4, list: 1.5, deadline: 3, today: 2.5, 'this week': 3, order: 1.5, next: 1,
  },
  navigation: {
    where: 1.5, 'where is': 3, 'where can i': 3, 'how do i': 1, find: 1, page: 2.5, settings: 3, 'profile settings': 5, dashboard: 3, 'log out': 4, logout: 4,
    'sign out': 4, password: 3, account: 2, 'edit my profile': 5, 'edit profile': 5, upload: 1.5, picture: 2.5, photo: 2.5, avatar: 3, button: 2.5, menu: 2.5,
    soundboard: 2, matchmade: 3, 'this site': 3, 'this app': 3, 'the app': 2, resources: 2, 'resource library': 4, 'brand directory': 4, bookmark: 3, dismiss: 3,
    'help center': 4, navigate: 4, 'complete my profile': 4, 'improve my matches': 4, matches: 2, click: 2, 'get to': 3, 'go to': 3, feature: 0.5,
  },
};

const GREETING = /^(hi|hey|hello|yo|hiya|good (morning|afternoon|evening)|sup|what'?s up)[!.\s]*$/i;

function normalise(text: string): string {
  return ` ${text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9&'\-\s]/g, ' ').replace(/\s+/g, ' ').trim()} `;
}

/** Scores of every topic for a text: phrases on word boundaries, words by prefix (stem). */
export function intentScores(text: string): Record<(typeof INTENTS)[number], number> {
  const norm = normalise(text);
  const words = norm.trim().split(' ');
  const scores = Object.fromEntries(INTENTS.map((i) => [i, 0])) as Record<(typeof INTENTS)[number], number>;
  for (const intent of INTENTS) {
    for (const [cue, weight] of Object.entries(CUES[intent])) {
      if (cue.includes(' ')) {
        if (norm.includes(` ${cue} `)) scores[intent] += weight;
      } else if (words.some((w) => w === cue || (cue.length >= 5 && w.startsWith(cue)))) {
        scores[intent] += weight;
      }
    }
  }
  return scores;
}

/**
 * The topic of a message. A message with no clear cue follows the topic of the conversation so
 * far; a bare greeting is a greeting.
 */
export function detectIntent(message: string, previous: Intent[] = []): Intent {
  if (GREETING.test(message.trim())) return 'greeting';
  const scores = intentScores(message);
  const ranked = (Object.entries(scores) as [(typeof INTENTS)[number], number][]).sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  const lastTopic = [...previous].reverse().find((i) => i !== 'greeting' && i !== 'general');
  if (!best || best[1] < 2) return lastTopic ?? 'general';
  // A near tie goes to the topic already under discussion.
  if (lastTopic && second && best[1] - second[1] < 1 && second[0] === lastTopic) return lastTopic;
  return best[0];
}
