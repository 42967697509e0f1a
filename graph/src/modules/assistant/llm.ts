import type { ChatTurn, Grounding } from './engine.js';

export type LlmConfig = { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number };

const SYSTEM = `You are SoundBoard's assistant for music creators and the teams of music-industry brands. Help with music career management, streaming analytics, networking, release planning, task prioritisation and finding your way around SoundBoard (pages: /dashboard, /matches, /profile, /profile-settings (account, privacy and blocking, password, e-mail, data export, account deletion), /profile-setup, /brands and /brands/<brand>, /resources and /resources/<resource>, /networking, /network, /creators/<username>, /messages, /brand for brand teams, /forgot-password, /help-center; /admin/* for admins). Be specific and practical, 120 words at most, no filler. Use the creator context when given; never invent numbers about them. Our draft answer names the right pages and steps: keep them; if the draft says it did not understand, ask what they meant.`;

/**
 * Asks an OpenAI-compatible chat-completions endpoint to write the reply from the same grounding
 * the built-in engine uses. Throws on any failure or after the timeout: the caller falls back.
 */
export async function llmReply(config: LlmConfig, message: string, history: ChatTurn[], grounding: Grounding | null, draft: string): Promise<string> {
  // A brand's team is spoken to about its brand: it has no creator profile, completion or matches.
  const context =
    grounding?.account === 'brand'
      ? `The user is on a brand's team (a brand account), first name ${grounding.firstName || 'unknown'}: speak about their brand (its page, creators' requests to it, its briefs), never about a creator profile, matches or their music career.`
      : grounding
        ? `Creator context: first name ${grounding.firstName || 'unknown'}; profile ${grounding.completion.percent}% complete; missing: ${grounding.completion.missingRequired.join(', ') || 'nothing required'}; top match: ${grounding.topMatch ? `${grounding.topMatch.name} (${grounding.topMatch.score}%): ${grounding.topMatch.reason}` : 'none yet'}.`
        : 'The user is a visitor (not signed in).';
  const response = await fetch(`${config.baseUrl.replace(/\/$/, '')}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
    body: JSON.stringify({
      model: config.model,
      temperature: 0.4,
      max_tokens: 400,
      messages: [
        { role: 'system', content: `${SYSTEM}\n${context}\nOur own draft answer, for facts and tone: ${draft}` },
        ...history.map((t) => ({ role: t.role, content: t.content })),
        { role: 'user', content: message },
      ],
    }),
    signal: AbortSignal.timeout(config.timeoutMs),
  });
  if (!response.ok) throw new Error(`LLM endpoint answered ${response.status}`);
  const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
  const text = body.choices?.[0]?.message?.content;
  if (typeof text !== 'string' || !text.trim()) throw new Error('LLM endpoint gave no text');
  return text.trim();
}
