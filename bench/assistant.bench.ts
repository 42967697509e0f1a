/**
 * The assistant: reply time through POST /api/chat (visitor and signed-in, grounded), and three
 * sample conversations for the record. Run: npm run bench:assistant
 */
import { classify } from '../graph/src/modules/assistant/intents.js';
import { HELD_OUT_3 as HELD_OUT } from '../graph/test/assistant/held-out-3.js';
import { TUNING } from '../graph/test/assistant/tuning.js';
import { registerForCookie, summarise, withBenchApp } from './harness.js';

process.env.CHAT_PER_MINUTE = '1000000';

const CONVERSATIONS: { title: string; signedIn: boolean; messages: string[] }[] = [
  {
    title: 'A visitor planning a release',
    signedIn: false,
    messages: ['hey', 'When should I release my next single?', 'How do I pitch to Spotify playlists?'],
  },
  {
    title: 'A signed-in creator with half a profile',
    signedIn: true,
    messages: ['What should I focus on this week?', 'where do I change my profile picture?'],
  },
  {
    title: 'Reading the numbers',
    signedIn: false,
    messages: ['My monthly listeners dropped this month, why?', 'ok and on tiktok?', 'what is a good save rate?'],
  },
  {
    title: 'A new user finding their way',
    signedIn: true,
    messages: ['How do I get my song on playlists?', 'How do I message another creator?', 'How do I delete my account?', 'asdfgh'],
  },
];

// The classifier alone, in-process: every phrasing of the tuning and held-out sets, 20 rounds.
{
  const texts = [...TUNING, ...HELD_OUT].map(([text]) => text);
  const samples: number[] = [];
  for (let round = 0; round < 20; round += 1) {
    for (const text of texts) {
      const start = performance.now();
      classify(text);
      if (round > 0) samples.push(performance.now() - start);
    }
  }
  console.log(summarise('classify, per message (in-process)', samples));
}

await withBenchApp(async (baseUrl) => {
  const cookie = await registerForCookie(baseUrl, { email: 'assistant-bench@example.test', firstName: 'Nova' });
  await fetch(`${baseUrl}/api/profiles`, {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      artistName: 'Nova Raye',
      genres: ['Afrobeats', 'Pop'],
      careerStage: 'emerging',
      lookingFor: ['Distribution', 'Playlist Placement'],
    }),
  });
  const ask = async (message: string, headers: Record<string, string>) => {
    const response = await fetch(`${baseUrl}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ message }),
    });
    // A visitor's conversation follows the visitor cookie of its first reply, as in a browser.
    const visitor = /sb_visitor=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0];
    if (visitor && !headers.cookie) headers.cookie = visitor;
    return (await response.json()) as { response: string; suggestions: string[]; actionItems: string[] };
  };

  const audiences: [string, Record<string, string>][] = [
    ['visitor', { 'user-agent': 'bench-visitor' }],
    ['signed-in (grounded)', { cookie }],
  ];
  for (const [label, headers] of audiences) {
    const samples: number[] = [];
    for (let i = 0; i < 120; i += 1) {
      const start = performance.now();
      await ask(i % 2 ? 'What should I focus on this week?' : 'How do I pitch my song to playlists?', headers);
      if (i >= 20) samples.push(performance.now() - start);
    }
    console.log(summarise(`reply time, ${label}`, samples));
  }

  for (const [n, conversation] of CONVERSATIONS.entries()) {
    console.log(`\n--- Conversation ${n + 1}: ${conversation.title}`);
    const headers: Record<string, string> = conversation.signedIn ? { cookie } : { 'user-agent': `sample-${n}` };
    for (const message of conversation.messages) {
      const reply = await ask(message, headers);
      console.log(
        `> ${message}\n${reply.response}\n  suggestions: ${reply.suggestions.join(' | ')}${reply.actionItems.length ? `\n  action items: ${reply.actionItems.join(' | ')}` : ''}`,
      );
    }
  }
});
