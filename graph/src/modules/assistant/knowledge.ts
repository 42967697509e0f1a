import type { Intent } from './intents.js';

/** One piece of advice: matched by its cues within a topic, the first match wins. */
export type Entry = { cues: RegExp; response: string; suggestions: string[]; actionItems: string[] };

/** What we know, written by us: specific, actionable, no filler. */
export const KNOWLEDGE: Record<Exclude<Intent, 'greeting' | 'general'>, Entry[]> = {
  release: [
    {
      cues: /pitch|editorial|playlist/i,
      response:
        'Pitch to Spotify editorial from Spotify for Artists at least 7 days before release — 3 to 4 weeks is safer, because curators plan ahead and only unreleased songs can be pitched. Pick one focus track, fill in genre, mood and instruments precisely, and write a two-line story about the song. Independent curators (SubmitHub, Groover) work best in the 2 weeks around release day.',
      suggestions: ['What should I write in my pitch?', 'How do I find independent curators?', 'Build me a release timeline'],
      actionItems: ['Upload your release to your distributor 4 weeks before release day', 'Pitch your single to playlists 4 weeks before release', 'Shortlist 20 independent curators in your genre'],
    },
    {
      cues: /isrc|upc|metadata|credits/i,
      response:
        'Every track needs its own ISRC (your distributor issues them for free) and every release a UPC. Metadata stores check: exact artist name spelling on every platform, featured artists in the feature field (not the title), composer and producer credits, explicit flags, language and primary genre. Mistakes here split your artist profile or delay the release, so check it before you submit.',
      suggestions: ['Which distributor should I use?', 'Build me a release timeline', 'How do credits affect royalties?'],
      actionItems: ['Write down the final credits for every contributor', 'Check your artist name matches your existing profiles exactly'],
    },
    {
      cues: /.*/,
      response:
        'A simple rollout for a single: 6 weeks out, finish master and artwork (3000 × 3000 px). 4 weeks out, upload to your distributor and pitch Spotify editorial. 3 weeks out, start a pre-save link and post the first teaser. Release week, post every day (clip, story, behind the scenes) and send it to your mailing list. The 2 weeks after, pitch independent curators and blogs and watch your save rate. Friday is the global release day.',
      suggestions: ['How do I pitch to Spotify playlists?', 'What metadata do stores need?', 'What should I post during release week?'],
      actionItems: ['Pick a release date at least 4 weeks from today', 'Upload your release to your distributor 4 weeks before release day', 'Set up a pre-save link 3 weeks before release'],
    },
  ],
  analytics: [
    {
      cues: /save/i,
      response:
        'Save rate is saves ÷ listeners for a track. Above 20% is strong, 10–20% is healthy, below 10% usually means the song is reaching the wrong listeners (often from a broad playlist) rather than that it is a bad song. Algorithmic playlists such as Release Radar and Discover Weekly lean on saves and repeat listens, so a small, well-targeted audience beats a large, indifferent one.',
      suggestions: ['What is a good skip rate?', 'Why did my listeners drop?', 'How do I get on Discover Weekly?'],
      actionItems: ['Check the save rate of your last 3 releases in Spotify for Artists', 'Compare listeners by source: playlists, profile, algorithmic'],
    },
    {
      cues: /skip/i,
      response:
        'A skip is a stop within the first 30 seconds. Keep it under about 30% on algorithmic playlists; above 40% the algorithm stops testing the song. Fixes that work: get to the hook or a strong vocal within 15 seconds, trim long intros for the streaming version, and pitch to playlists whose sound is closest to yours.',
      suggestions: ['What is a good save rate?', 'How do I pitch to the right playlists?', 'How do I read my stats?'],
      actionItems: ['Listen to the first 15 seconds of your last release as a stranger would', 'Remove playlists with high skip rates from your pitching list'],
    },
    {
      cues: /drop|down|fell|decrease|spike|brazil|country|city/i,
      response:
        'Swings in listeners usually come from one source. Open Spotify for Artists → Audience → Sources: if a playlist dropped your song, listeners fall within days; if the algorithm (Radio, Autoplay, Discover Weekly) stopped testing it, the fall is gradual. A sudden spike from one city or country is usually a local playlist or a viral clip — find it and thank the curator or creator.',
      suggestions: ['What is a good save rate?', 'How do I get on Discover Weekly?', 'What numbers should I track weekly?'],
      actionItems: ['Open Audience → Sources and note the biggest change this month', 'Find the playlist or clip behind any spike'],
    },
    {
      cues: /.*/,
      response:
        'Track a few numbers weekly rather than everything daily: listeners (reach), streams per listener (how much they care), save rate (the algorithm’s favourite), followers gained, and where listeners come from (playlists, your profile, algorithmic). Compare each release’s first 28 days with the last one, not with other artists.',
      suggestions: ['What is a good save rate?', 'What does skip rate mean?', 'Why did my listeners drop?'],
      actionItems: ['Write down last release’s 28-day listeners, saves and followers', 'Set a weekly 15-minute slot to review your stats'],
    },
  ],
  networking: [
    {
      cues: /dm|message|email|reach|write|cold/i,
      response:
        'Short messages get answers: who you are in one line, why them specifically (name a song or project of theirs), one clear ask, and a link to one track — not a folder. Example: “Hi Sam — I loved the low end on your remix of ‘Night Drive’. I’m a Berlin techno producer; would you be open to mixing my next single in May? Here’s the demo: …”. Follow up once after a week, then let it go.',
      suggestions: ['How do I follow up politely?', 'Who should I connect with first?', 'How do I approach brands?'],
      actionItems: ['Write a two-line introduction you can reuse', 'Send 3 personal messages this week to people whose work you know'],
    },
    {
      cues: /brand|partner|sponsor|endorse/i,
      response:
        'Brands answer creators who bring an audience that fits them. Lead with what you offer (content, a release, a show, your audience numbers), keep it to one paragraph, and make the ask small and concrete (gear for a video, a co-post). Start with brands you already use — authenticity shows. On SoundBoard, the Brands page lists verified brands by category, and MatchMade shows the resources that fit you.',
      suggestions: ['What should I put in a brand pitch?', 'Where is the brand directory?', 'How do I grow my audience first?'],
      actionItems: ['List 5 brands you already use and like', 'Prepare a one-page media kit with your best numbers'],
    },
    {
      cues: /.*/,
      response:
        'Good networking is giving first and staying in touch: share other artists’ work, go to local shows and sessions, and talk to the people around your level — today’s peers are tomorrow’s collaborators and gatekeepers. Keep a simple list of people you meet and follow up within 48 hours with something specific. On SoundBoard, the Networking page lists creators by genre and skill.',
      suggestions: ['How do I write a good DM?', 'How do I approach brands?', 'Where do I find creators in my genre?'],
      actionItems: ['Add 5 creators in your genre from the Networking page to your list', 'Follow up with everyone you met this month'],
    },
  ],
  career: [
    {
      cues: /royalt|ascap|bmi|prs|publish|split|pro\b/i,
      response:
        'Your music earns two kinds of royalties: master royalties (paid through your distributor or label) and publishing royalties for the song itself (performance and mechanical). To collect publishing, register with a performing rights organisation (ASCAP or BMI in the US, PRS in the UK, and so on) and, for mechanicals worldwide, a publishing administrator such as Songtrust. Agree splits with co-writers in writing before release.',
      suggestions: ['How do I register my songs?', 'What is a fair split with my producer?', 'Do I need a publisher?'],
      actionItems: ['Register with your country’s performing rights organisation', 'Put every co-writer split in a signed split sheet'],
    },
    {
      cues: /deal|contract|label|sign|lawyer|legal|manager|management/i,
      response:
        'Before signing anything, check: term (how long), territory, what rights you give (masters, publishing, merch?), the royalty rate and whether advances are recoupable, and how you can leave. Never sign a contract you haven’t had a music lawyer read — many offer a fixed fee for a review. A manager usually takes 15–20% of income and earns it by opening doors you can’t.',
      suggestions: ['What is a fair royalty rate?', 'Do I need a manager yet?', 'Where can I get legal help?'],
      actionItems: ['Ask for the contract in writing and a week to review it', 'Book a contract review with a music lawyer'],
    },
    {
      cues: /.*/,
      response:
        'A sustainable music career usually stacks several incomes: streaming and downloads, publishing and sync, live shows, merch, teaching or session work, and brand partnerships. Pick the two that fit you best this year, set one measurable goal for each (for example 3 sync placements, 12 shows), and review every quarter.',
      suggestions: ['How do royalties work?', 'How do I get sync placements?', 'What should I focus on this month?'],
      actionItems: ['Write down your two income goals for this year', 'Review your progress at the end of every quarter'],
    },
  ],
  tasks: [
    {
      cues: /.*/,
      response:
        'Put the work that moves a release or an income forward first, then the work that grows your audience, then everything else. A week that works for many independent artists: 3 mornings of music (finishing, not starting), 1 session of admin and pitching, 2 short slots of content, 1 evening of networking. Finish one thing before starting the next.',
      suggestions: ['Plan my next release', 'How do I stop procrastinating?', 'What should I focus on this month?'],
      actionItems: ['Pick the one task that moves your next release forward and do it first today', 'Block 3 mornings this week for finishing music'],
    },
  ],
  navigation: [
    {
      cues: /picture|photo|avatar|settings|edit|password/i,
      response: 'Profile Settings (/profile-settings) is where you edit every part of your profile, including your picture and links. Open it from your avatar menu at the top right, or from Quick Links on the dashboard.',
      suggestions: ['How do I complete my profile?', 'Where is the dashboard?', 'What does MatchMade do?'],
      actionItems: ['Open Profile Settings (/profile-settings)'],
    },
    {
      cues: /matchmade|match|recommend|bookmark|dismiss/i,
      response:
        'MatchMade AI scores every resource in our library against your profile and explains why. You will find your matches on the Dashboard (/dashboard): bookmark the ones you want to keep, dismiss the ones that don’t fit, and refresh after you update your profile. The more complete your profile, the better the matches.',
      suggestions: ['How do I improve my matches?', 'Where is the resource library?', 'Where do I edit my profile?'],
      actionItems: ['Open your Dashboard (/dashboard)', 'Complete your profile in Profile Settings (/profile-settings)'],
    },
    {
      cues: /resource|library/i,
      response: 'The Resource Library (/resources) lists curated tools and services for creators — distribution, mastering, sync, education and more — with search and category filters.',
      suggestions: ['Which resources fit me best?', 'Where is the brand directory?', 'What does MatchMade do?'],
      actionItems: ['Open the Resource Library (/resources)'],
    },
    {
      cues: /brand/i,
      response: 'The Brands page (/brands) is the directory of verified music-industry brands, searchable and filtered by category.',
      suggestions: ['How do I approach brands?', 'Where is the resource library?', 'What does MatchMade do?'],
      actionItems: ['Open the Brands page (/brands)'],
    },
    {
      cues: /log ?out|sign ?out/i,
      response: 'Log out from the avatar menu at the top right (on phones, from the menu button). You will land on the Login page (/login).',
      suggestions: ['Where are my profile settings?', 'Where is the dashboard?'],
      actionItems: [],
    },
    {
      cues: /.*/,
      response:
        'Here is the map: Dashboard (/dashboard) for your matches and stats, Profile (/profile) and Profile Settings (/profile-settings), Brands (/brands), Resources (/resources), Networking (/networking) for creators, and the Help Center (/help-center) for answers.',
      suggestions: ['What does MatchMade do?', 'Where do I edit my profile?', 'Where is the resource library?'],
      actionItems: [],
    },
  ],
};

export const GREETING_REPLY: Omit<Entry, 'cues'> = {
  response: "Hi! I'm the SoundBoard assistant. I can help with your career, your streaming numbers, networking, release planning, what to do next, and finding your way around SoundBoard.",
  suggestions: ['Plan my next release', 'Help me read my streaming stats', 'What should I focus on this week?'],
  actionItems: [],
};

export const GENERAL_REPLY: Omit<Entry, 'cues'> = {
  response:
    'I can help with music career management, streaming analytics, networking, release planning, prioritising your tasks and finding your way around SoundBoard. Tell me what you are working on — for example “plan my next single” or “why did my listeners drop?”.',
  suggestions: ['Plan my next release', 'Review my networking', 'Organise my tasks'],
  actionItems: [],
};
