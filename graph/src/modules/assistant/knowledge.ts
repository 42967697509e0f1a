import { productRule } from '../../shared/product-rules.js';

/** The topic of a message; `general` is a message we did not understand. */
export type Intent = 'career' | 'analytics' | 'networking' | 'release' | 'tasks' | 'navigation' | 'greeting' | 'general';

/** The topics that have answers of their own (greetings and "did not understand" have one each). */
export type Topic = Exclude<Intent, 'greeting' | 'general'>;

/**
 * Every answer the assistant can give, named `topic.subject`. The classifier (intents.ts) picks one
 * from the message; the examples it learns from are in intents.examples.ts, one list per answer.
 */
export const ANSWER_IDS = [
  'career.royalties',
  'career.deals',
  'career.general',
  'analytics.saves',
  'analytics.skips',
  'analytics.changes',
  'analytics.general',
  'networking.outreach',
  'networking.brands',
  'networking.general',
  'release.pitch',
  'release.metadata',
  'release.plan',
  'tasks.general',
  'nav.profile',
  'nav.dashboard',
  'nav.matches',
  'nav.resources',
  'nav.brands',
  'nav.brand-account',
  'nav.brand-contact',
  'nav.messages',
  'nav.connections',
  'nav.privacy',
  'nav.report',
  'nav.password',
  'nav.email',
  'nav.delete-account',
  'nav.export',
  'nav.signup',
  'nav.logout',
  'nav.admin',
  'nav.help',
  'nav.sitemap',
] as const;
/** An answer, or the replies that are not advice: a greeting, thanks and "I did not understand". */
export type AnswerId = (typeof ANSWER_IDS)[number] | 'greeting' | 'thanks' | 'unknown' | PersonalAnswerId;

/** The answers written from the asker's own data (personal.ts), not from this knowledge base. */
export type PersonalAnswerId = 'personal.score' | 'personal.find' | 'personal.sign-in' | 'personal.brand';

/** The topic an answer belongs to: its prefix, with `nav` for navigation. */
export const topicOf = (id: AnswerId): Intent =>
  id === 'greeting' || id === 'thanks'
    ? 'greeting'
    : id === 'unknown'
      ? 'general'
      : id === 'personal.find'
        ? 'networking'
        : id.startsWith('nav.') || id.startsWith('personal.')
          ? 'navigation'
          : (id.split('.')[0] as Topic);

/** One piece of advice; the last entry of a topic is its general answer. */
export type Entry = { id: (typeof ANSWER_IDS)[number]; response: string; suggestions: string[]; actionItems: string[] };

/** What we know, written by us: specific, actionable, no filler. */
export const KNOWLEDGE: Record<Topic, Entry[]> = {
  release: [
    {
      id: 'release.pitch',
      response:
        'Pitch to Spotify editorial from Spotify for Artists at least 7 days before release — 3 to 4 weeks is safer, because curators plan ahead and only unreleased songs can be pitched. Pick one focus track, fill in genre, mood and instruments precisely, and write a two-line story about the song. Independent curators (SubmitHub, Groover) work best in the 2 weeks around release day.',
      suggestions: ['What should I write in my pitch?', 'How do I find independent curators?', 'Build me a release timeline'],
      actionItems: [
        'Upload your release to your distributor 4 weeks before release day',
        'Pitch your single to playlists 4 weeks before release',
        'Shortlist 20 independent curators in your genre',
      ],
    },
    {
      id: 'release.metadata',
      response:
        'Every track needs its own ISRC (your distributor issues them for free) and every release a UPC. Metadata stores check: exact artist name spelling on every platform, featured artists in the feature field (not the title), composer and producer credits, explicit flags, language and primary genre. Mistakes here split your artist profile or delay the release, so check it before you submit.',
      suggestions: ['Which distributor should I use?', 'Build me a release timeline', 'How do credits affect royalties?'],
      actionItems: ['Write down the final credits for every contributor', 'Check your artist name matches your existing profiles exactly'],
    },
    {
      id: 'release.plan',
      response:
        'A simple rollout for a single: 6 weeks out, finish master and artwork (3000 × 3000 px). 4 weeks out, upload to your distributor and pitch Spotify editorial. 3 weeks out, start a pre-save link and post the first teaser. Release week, post every day (clip, story, behind the scenes) and send it to your mailing list. The 2 weeks after, pitch independent curators and blogs and watch your save rate. Friday is the global release day.',
      suggestions: ['How do I pitch to Spotify playlists?', 'What metadata do stores need?', 'What should I post during release week?'],
      actionItems: [
        'Pick a release date at least 4 weeks from today',
        'Upload your release to your distributor 4 weeks before release day',
        'Set up a pre-save link 3 weeks before release',
      ],
    },
  ],
  analytics: [
    {
      id: 'analytics.saves',
      response:
        'Save rate is saves ÷ listeners for a track. Above 20% is strong, 10–20% is healthy, below 10% usually means the song is reaching the wrong listeners (often from a broad playlist) rather than that it is a bad song. Algorithmic playlists such as Release Radar and Discover Weekly lean on saves and repeat listens, so a small, well-targeted audience beats a large, indifferent one.',
      suggestions: ['What is a good skip rate?', 'Why did my listeners drop?', 'How do I get on Discover Weekly?'],
      actionItems: ['Check the save rate of your last 3 releases in Spotify for Artists', 'Compare listeners by source: playlists, profile, algorithmic'],
    },
    {
      id: 'analytics.skips',
      response:
        'A skip is a stop within the first 30 seconds. Keep it under about 30% on algorithmic playlists; above 40% the algorithm stops testing the song. Fixes that work: get to the hook or a strong vocal within 15 seconds, trim long intros for the streaming version, and pitch to playlists whose sound is closest to yours.',
      suggestions: ['What is a good save rate?', 'How do I pitch to the right playlists?', 'How do I read my stats?'],
      actionItems: ['Listen to the first 15 seconds of your last release as a stranger would', 'Remove playlists with high skip rates from your pitching list'],
    },
    {
      id: 'analytics.changes',
      response:
        'Swings in listeners usually come from one source. Open Spotify for Artists → Audience → Sources: if a playlist dropped your song, listeners fall within days; if the algorithm (Radio, Autoplay, Discover Weekly) stopped testing it, the fall is gradual. A sudden spike from one city or country is usually a local playlist or a viral clip — find it and thank the curator or creator.',
      suggestions: ['What is a good save rate?', 'How do I get on Discover Weekly?', 'What numbers should I track weekly?'],
      actionItems: ['Open Audience → Sources and note the biggest change this month', 'Find the playlist or clip behind any spike'],
    },
    {
      id: 'analytics.general',
      response:
        'Track a few numbers weekly rather than everything daily: listeners (reach), streams per listener (how much they care), save rate (the algorithm’s favourite), followers gained, and where listeners come from (playlists, your profile, algorithmic). Compare each release’s first 28 days with the last one, not with other artists.',
      suggestions: ['What is a good save rate?', 'What does skip rate mean?', 'Why did my listeners drop?'],
      actionItems: ['Write down last release’s 28-day listeners, saves and followers', 'Set a weekly 15-minute slot to review your stats'],
    },
  ],
  networking: [
    {
      id: 'networking.outreach',
      response:
        'Short messages get answers: who you are in one line, why them specifically (name a song or project of theirs), one clear ask, and a link to one track — not a folder. Example: “Hi Sam — I loved the low end on your remix of ‘Night Drive’. I’m a Berlin techno producer; would you be open to mixing my next single in May? Here’s the demo: …”. Follow up once after a week, then let it go.',
      suggestions: ['How do I follow up politely?', 'Who should I connect with first?', 'How do I approach brands?'],
      actionItems: ['Write a two-line introduction you can reuse', 'Send 3 personal messages this week to people whose work you know'],
    },
    {
      id: 'networking.brands',
      response:
        'Brands answer creators who bring an audience that fits them. Lead with what you offer (content, a release, a show, your audience numbers), keep it to one paragraph, and make the ask small and concrete (gear for a video, a co-post). Start with brands you already use — authenticity shows. On SoundBoard, the Brands page lists verified brands by category, and MatchMade shows the resources that fit you.',
      suggestions: ['What should I put in a brand pitch?', 'Where is the brand directory?', 'How do I grow my audience first?'],
      actionItems: ['List 5 brands you already use and like', 'Prepare a one-page media kit with your best numbers'],
    },
    {
      id: 'networking.general',
      response:
        'Good networking is giving first and staying in touch: share other artists’ work, go to local shows and sessions, and talk to the people around your level — today’s peers are tomorrow’s collaborators and gatekeepers. Keep a simple list of people you meet and follow up within 48 hours with something specific. On SoundBoard, the Networking page lists creators by genre and skill.',
      suggestions: ['How do I write a good DM?', 'How do I approach brands?', 'Where do I find creators in my genre?'],
      actionItems: ['Add 5 creators in your genre from the Networking page to your list', 'Follow up with everyone you met this month'],
    },
  ],
  career: [
    {
      id: 'career.royalties',
      response:
        'Your music earns two kinds of royalties: master royalties (paid through your distributor or label) and publishing royalties for the song itself (performance and mechanical). To collect publishing, register with a performing rights organisation (ASCAP or BMI in the US, PRS in the UK, and so on) and, for mechanicals worldwide, a publishing administrator such as Songtrust. Agree splits with co-writers in writing before release.',
      suggestions: ['How do I register my songs?', 'What is a fair split with my producer?', 'Do I need a publisher?'],
      actionItems: ['Register with your country’s performing rights organisation', 'Put every co-writer split in a signed split sheet'],
    },
    {
      id: 'career.deals',
      response:
        'Before signing anything, check: term (how long), territory, what rights you give (masters, publishing, merch?), the royalty rate and whether advances are recoupable, and how you can leave. Never sign a contract you haven’t had a music lawyer read — many offer a fixed fee for a review. A manager usually takes 15–20% of income and earns it by opening doors you can’t.',
      suggestions: ['What is a fair royalty rate?', 'Do I need a manager yet?', 'Where can I get legal help?'],
      actionItems: ['Ask for the contract in writing and a week to review it', 'Book a contract review with a music lawyer'],
    },
    {
      id: 'career.general',
      response:
        'A sustainable music career usually stacks several incomes: streaming and downloads, publishing and sync, live shows, merch, teaching or session work, and brand partnerships. Pick the two that fit you best this year, set one measurable goal for each (for example 3 sync placements, 12 shows), and review every quarter.',
      suggestions: ['How do royalties work?', 'How do I get sync placements?', 'What should I focus on this month?'],
      actionItems: ['Write down your two income goals for this year', 'Review your progress at the end of every quarter'],
    },
  ],
  tasks: [
    {
      id: 'tasks.general',
      response:
        'Put the work that moves a release or an income forward first, then the work that grows your audience, then everything else. A week that works for many independent artists: 3 mornings of music (finishing, not starting), 1 session of admin and pitching, 2 short slots of content, 1 evening of networking. Finish one thing before starting the next.',
      suggestions: ['Plan my next release', 'How do I stop procrastinating?', 'What should I focus on this month?'],
      actionItems: ['Pick the one task that moves your next release forward and do it first today', 'Block 3 mornings this week for finishing music'],
    },
  ],
  /*
   * Where things are, as built (web/src/routes/router.tsx and issues #16 and #17). Paths in
   * parentheses, steps in the order a person clicks them. Change these with the pages.
   */
  navigation: [
    {
      id: 'nav.profile',
      response:
        'Edit your profile in Profile Settings (/profile-settings): open it from your avatar menu at the top right (on phones, the menu button) or from Quick Links on the dashboard. It has sections for your basics, your music, skills and goals, your profile picture and your links. Profile setup (/profile-setup) walks you through the essentials step by step, and Profile (/profile) shows your profile as others see it.',
      suggestions: ['How do I improve my matches?', 'Who can see my profile?', 'Where is the dashboard?'],
      actionItems: ['Open Profile Settings (/profile-settings)'],
    },
    {
      id: 'nav.dashboard',
      response:
        'Your Dashboard (/dashboard) is your home once you are signed in: open it from the avatar menu or MatchMade AI in the top navigation. It shows four counts (Available Brands, Connected, AI Matches, Active Recommendations), your latest AI recommendations, the MatchMade panel with your top matches, Quick Actions and Quick Links.',
      suggestions: ['What does MatchMade do?', 'Where do I edit my profile?', 'Where is the resource library?'],
      actionItems: ['Open your Dashboard (/dashboard)'],
    },
    {
      id: 'nav.matches',
      response:
        'MatchMade AI scores every resource in our library against your profile and explains why. The MatchMade panel on your Dashboard (/dashboard) shows your top 3; "+N more matches available" opens Matches (/matches), the full list with filters by type and status, a Bookmarked tab and the factor breakdown of each score. Bookmark a match to keep it; dismiss it to hide it (Undo in the message that follows). The more complete your profile, the better the matches.',
      suggestions: ['How do I improve my matches?', 'Where is the resource library?', 'Where do I edit my profile?'],
      actionItems: ['Open your matches (/matches)', 'Complete your profile in Profile Settings (/profile-settings)'],
    },
    {
      id: 'nav.resources',
      response:
        'The Resource Library (/resources) lists curated tools and services for creators — distribution, mastering, sync, education and more — with search, category and price filters and a choice of sort. Open a resource for its own page (/resources/ followed by its name) with the full description, pricing, features and who it suits, Visit and bookmark; signed in, you also see why it fits you.',
      suggestions: ['Which resources fit me best?', 'Where is the brand directory?', 'What does MatchMade do?'],
      actionItems: ['Open the Resource Library (/resources)'],
    },
    {
      id: 'nav.brands',
      response: `The Brands page (/brands) is the directory of verified music-industry brands; search by name, category or description. Each card opens the brand's page (/brands/ followed by its name) with its offers, the genres and regions it serves and how quickly it answers creators. ${productRule('brand-requests').answer} Your conversations are in Messages (/messages).`,
      suggestions: ['How do I approach brands?', 'Where do I see my connections?', 'What does MatchMade do?'],
      actionItems: ['Open the Brands page (/brands)'],
    },
    {
      id: 'nav.brand-account',
      response:
        "Brands have accounts of their own: sign up (/signup) as a brand, then create your brand page or claim your existing one from the directory; an admin checks claims and verifies new brands before they are listed. Your team works in the brand workspace (/brand): edit the brand page (logo, tagline, description, offers, genres, regions, website), answer creators' connection requests with accept or decline, and, as the owner, invite team members by e-mail.",
      suggestions: ['How do brand connection requests work?', 'Where is the brand directory?', 'How do I contact support?'],
      actionItems: ['Open the brand workspace (/brand)'],
    },
    {
      id: 'nav.brand-contact',
      response: `${productRule('brand-contact').answer} Brands are on the Brands page (/brands); your privacy settings are in Profile Settings (/profile-settings).`,
      suggestions: ['How do requests to brands work?', 'How do I block a brand?', 'Who can message me?'],
      actionItems: ['Open the Brands page (/brands)'],
    },
    {
      id: 'nav.messages',
      response: `${productRule('messaging').answer} Messages (/messages) is your inbox, with message requests one tab away; to write to a creator, open their page (/creators/ followed by their username, for example from Networking) and choose Message.`,
      suggestions: ['How do I connect with a creator?', 'Who can message me?', 'How do I report a message?'],
      actionItems: ['Open Messages (/messages)'],
    },
    {
      id: 'nav.connections',
      response: `Find creators on Networking (/networking): search by name, location or bio, or filter by genre and skill, and open a creator's page (/creators/ followed by their username) to choose Connect. ${productRule('connection-requests').answer} Network (/network) is where you answer them.`,
      suggestions: ['How do I message another creator?', 'How do I write a good DM?', 'Who can message me?'],
      actionItems: ['Open Networking (/networking)', 'See your requests and connections on Network (/network)'],
    },
    {
      id: 'nav.privacy',
      response: `Profile Settings (/profile-settings) → Privacy & safety: choose who can message you (Everyone, Connections only or Nobody) and see who you blocked, each with Unblock. ${productRule('blocks').answer} Your e-mail address, last name and account settings are never shown to other users.`,
      suggestions: ['How do I report someone?', 'How do I message another creator?', 'Where do I edit my profile?'],
      actionItems: ['Open Privacy & safety in Profile Settings (/profile-settings)'],
    },
    {
      id: 'nav.report',
      response:
        "Choose Report on the creator's page (/creators/ followed by their username) or in your conversation with them in Messages (/messages): pick what is wrong, add a comment if you like, and from a conversation tick the messages concerned. Our moderators review every report. To stop them writing to you as well, choose Block.",
      suggestions: ['How do I block someone?', 'Who can message me?', 'How do I contact support?'],
      actionItems: [],
    },
    {
      id: 'nav.password',
      response:
        'Forgot it? Choose "Forgot password?" on the Login page (/login), or open /forgot-password, and enter your e-mail address: we send a link that works once and expires after an hour, and setting a new password signs you out everywhere else. Signed in, change it in Account Settings (/account) → Sign-in → Change password, with your current password.',
      suggestions: ['How do I change my e-mail address?', 'How long do I stay signed in?', 'Where are my profile settings?'],
      actionItems: ['Reset your password at /forgot-password'],
    },
    {
      id: 'nav.email',
      response:
        'Change the e-mail address you sign in with in Account Settings (/account) → Sign-in → Change e-mail: enter the new address and we send a confirmation link to it; the change takes effect once you open that link.',
      suggestions: ['How do I change my password?', 'How do I download my data?', 'Who can see my e-mail address?'],
      actionItems: ['Open Account Settings (/account)'],
    },
    {
      id: 'nav.delete-account',
      response: `${productRule('deletion').answer} It is in Account Settings (/account) → Delete account; an account that signs in with Google only types DELETE to confirm.`,
      suggestions: ['How do I download my data?', 'How do I change my e-mail address?', 'Who can message me?'],
      actionItems: ['Download your data first in Account Settings (/account)'],
    },
    {
      id: 'nav.export',
      response:
        'Download your data in Account Settings (/account) → Your data → Download my data: a JSON file with your account, your profile, your matches, your connections and your messages.',
      suggestions: ['How do I delete my account?', 'Who can see my profile?', 'How do I change my e-mail address?'],
      actionItems: ['Open Account Settings (/account)'],
    },
    {
      id: 'nav.signup',
      response:
        'Get Started (/signup) creates a free account with your e-mail address and a password; say whether you are an artist, a producer or another kind of creator, or a brand. Already have an account? Sign in at Login (/login); if you forgot your password, use /forgot-password.',
      suggestions: ['What should I do after signing up?', 'I forgot my password', 'What can I do on SoundBoard?'],
      actionItems: [],
    },
    {
      id: 'nav.logout',
      response: 'Log out from the avatar menu at the top right (on phones, from the menu button). You will land on the Login page (/login).',
      suggestions: ['Where are my profile settings?', 'Where is the dashboard?'],
      actionItems: [],
    },
    {
      id: 'nav.admin',
      response:
        'The admin area is for admin accounts only: sign in at /admin/login, then find it in your avatar menu. Admin dashboard (/admin/dashboard), Resources (/admin/resources), Ads (/admin/ads), Users (/admin/users), Moderation (/admin/moderation) for reports, Brands (/admin/brands) for claims and verification, and the Audit log (/admin/audit).',
      suggestions: ['How do I report someone?', 'How do brand accounts work?', 'What can I do on SoundBoard?'],
      actionItems: [],
    },
    {
      id: 'nav.help',
      response:
        'The Help Center (/help-center), linked in the footer, answers the common questions about your account, MatchMade, brands, networking and this assistant. When the footer shows Contact Us, you can write to the team from there.',
      suggestions: ['How do I delete my account?', 'I forgot my password', 'What can I do on SoundBoard?'],
      actionItems: ['Open the Help Center (/help-center)'],
    },
    {
      id: 'nav.sitemap',
      response:
        'Here is the map: Dashboard (/dashboard) for your matches and stats, Matches (/matches), Profile (/profile) and Profile Settings (/profile-settings), Brands (/brands), Resources (/resources), Networking (/networking) to find creators, Network (/network) for your connections, Messages (/messages), and the Help Center (/help-center) for answers.',
      suggestions: ['What does MatchMade do?', 'How do I message another creator?', 'Where do I edit my profile?'],
      actionItems: [],
    },
  ],
};

export const GREETING_REPLY: Omit<Entry, 'id'> = {
  response:
    "Hi! I'm the SoundBoard assistant. I can help with your career, your streaming numbers, networking, release planning, what to do next, and finding your way around SoundBoard.",
  suggestions: ['Plan my next release', 'Help me read my streaming stats', 'What should I focus on this week?'],
  actionItems: [],
};

export const THANKS_REPLY: Omit<Entry, 'id'> = {
  response: "You're welcome! Ask me anything else about your career, your numbers, networking, your next release or finding your way around SoundBoard.",
  suggestions: ['What should I focus on this week?', 'Plan my next release', 'How do I message another creator?'],
  actionItems: [],
};

/** The reply when no answer fits well enough: said plainly, with the topics we do know. */
export const UNKNOWN_REPLY: Omit<Entry, 'id'> = {
  response:
    'Sorry, I did not understand that. I can help with your music career (royalties, deals, income), your streaming numbers (saves, skips, listeners), networking, release planning (playlist pitching, metadata, rollout), prioritising your tasks, and finding your way around SoundBoard (messages, connections, brands, resources, matches and your account). Try one of the questions below, or ask in your own words.',
  suggestions: ['How do I pitch my song to playlists?', 'What is a good save rate?', 'How do I message another creator?', 'What should I focus on this week?'],
  actionItems: [],
};
