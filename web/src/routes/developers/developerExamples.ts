/**
 * The copy-paste examples of /developers. They run as written against `npm start` with
 * SOUNDBOARD_API_KEY set to a key of the demo brand (web/test/developer-examples.test.ts runs each
 * one against a real app), so an edit here that breaks them fails the build.
 */
export type DeveloperExample = {
  id: string;
  title: string;
  language: 'bash' | 'javascript';
  /** The grants the example needs, besides none. */
  grants: readonly string[];
  code: string;
};

/** Where the examples send their calls: the app that `npm start` serves. */
export const EXAMPLE_ENDPOINT = 'http://localhost:4000/graphql';

export const firstCall: DeveloperExample = {
  id: 'first-call',
  title: 'Who am I, and what is left of my budget?',
  language: 'bash',
  grants: [],
  code: `curl -s ${EXAMPLE_ENDPOINT} \\
  -H "Authorization: Bearer $SOUNDBOARD_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"query":"{ viewerApiKey { name brand { id name } grants { resource access } } rateLimit { cost remaining limit resetAt } }"}'`,
};

export const dryRun: DeveloperExample = {
  id: 'dry-run',
  title: 'What would this query cost? (a dry run: nothing runs, nothing is spent)',
  language: 'bash',
  grants: [],
  code: `curl -si ${EXAMPLE_ENDPOINT} \\
  -H "Authorization: Bearer $SOUNDBOARD_API_KEY" \\
  -H "Content-Type: application/json" \\
  -H "SoundBoard-Cost-Dry-Run: 1" \\
  -d '{"query":"{ brands(first: 50) { edges { node { name category } } } }"}'`,
};

export const inbox: DeveloperExample = {
  id: 'inbox',
  title: 'Read the connection requests creators sent your brand',
  language: 'javascript',
  grants: ['CONNECTION_REQUESTS: Read'],
  code: `// Node 18 or later: save as inbox.mjs, then SOUNDBOARD_API_KEY=sbk_live_... node inbox.mjs
const endpoint = '${EXAMPLE_ENDPOINT}';

async function graphql(query, variables = {}) {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { authorization: \`Bearer \${process.env.SOUNDBOARD_API_KEY}\`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (response.status === 429) throw new Error(\`Over budget: try again in \${response.headers.get('retry-after')} s\`);
  if (body.errors) throw new Error(body.errors.map((e) => \`\${e.extensions?.code}: \${e.message}\`).join('\\n'));
  return { data: body.data, cost: body.extensions?.cost };
}

const { data: me } = await graphql('{ viewerApiKey { brand { id name } } }');
const { data, cost } = await graphql(
  \`query Inbox($brandId: ID!) {
    brandInbox(brandId: $brandId, first: 20) {
      edges { node { id status createdAt pitch creator { artistName firstName username } } }
    }
  }\`,
  { brandId: me.viewerApiKey.brand.id },
);
for (const { node } of data.brandInbox.edges) {
  console.log(node.createdAt, node.status, node.creator ? (node.creator.artistName ?? node.creator.firstName) : 'a former member', node.pitch ?? '');
}
console.log(\`cost \${cost.actualQueryCost}, \${cost.throttleStatus.currentlyAvailable} points left\`);`,
};

export const audience: DeveloperExample = {
  id: 'audience',
  title: "Count your brand's audience (only creators who agreed; small groups hidden)",
  language: 'bash',
  grants: ['AUDIENCE: Read'],
  code: `BRAND_ID=$(curl -s ${EXAMPLE_ENDPOINT} \\
  -H "Authorization: Bearer $SOUNDBOARD_API_KEY" -H "Content-Type: application/json" \\
  -d '{"query":"{ viewerApiKey { brand { id } } }"}' | node -e 'process.stdin.on("data", (d) => console.log(JSON.parse(d).data.viewerApiKey.brand.id))')

curl -s ${EXAMPLE_ENDPOINT} \\
  -H "Authorization: Bearer $SOUNDBOARD_API_KEY" -H "Content-Type: application/json" \\
  -d '{"query":"query ($id: ID!) { brandAudience(brandId: $id) { consentingCreators genres { label count suppressed } regions { label count suppressed } careerStages { label count suppressed } } }","variables":{"id":"'"$BRAND_ID"'"}}'`,
};

export const verifyWebhook: DeveloperExample = {
  id: 'verify-webhook',
  title: 'Check that a webhook delivery came from SoundBoard',
  language: 'javascript',
  grants: [],
  code: `import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * True when the SoundBoard-Signature header (t=<unix seconds>,v1=<hex>) is the HMAC-SHA256 of
 * "<t>.<raw body>" with your endpoint's signing secret, made in the last five minutes.
 * Use the raw body exactly as received, before any JSON parsing.
 */
export function verifySoundBoardSignature(header, rawBody, secret, now = Date.now()) {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2)));
  const sentAt = Number(parts.t);
  if (!Number.isInteger(sentAt) || Math.abs(now / 1000 - sentAt) > 300 || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(\`\${parts.t}.\${rawBody}\`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}`,
};

export const DEVELOPER_EXAMPLES = [firstCall, dryRun, inbox, audience, verifyWebhook] as const;
