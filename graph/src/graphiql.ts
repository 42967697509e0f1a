import type express from 'express';
import { makeHTMLParts, ruruHTML } from 'ruru/server';
import { serveStatic as ruruStatic } from 'ruru/static';
import { GRAPHIQL_CSP } from './security.js';

const GRAPHIQL_STATIC = '/graphiql/';

const wantsHtml = (req: express.Request) => req.method === 'GET' && req.accepts(['json', 'html']) === 'html';

const DEFAULT_QUERY = `# Welcome to the SoundBoard graph.
#
# Signed in, you call it as yourself. To call it as your brand, add your API key
# under Headers below: { "Authorization": "Bearer sbk_live_..." }
# The cost of the query shows at the top right before you run it.
# Guides and examples: /developers
{
  viewer {
    id
    username
    role
  }
  viewerApiKey {
    name
    brand { name }
  }
}
`;

/**
 * The cost of the query being written, shown as it is written: each edit of the query, its
 * variables or its headers (a key, say) sends a dry run (SoundBoard-Cost-Dry-Run: 1, which prices
 * without running or spending) after a pause in typing, and the badge shows the answer. Only the
 * latest edit's answer is shown. Ruru's own start script, with these listeners added.
 */
const COST_BADGE_SCRIPT = `
<script type="module">
  import { React, createRoot, Ruru } from ${JSON.stringify(`${GRAPHIQL_STATIC}ruru.js`)};
  const badge = document.getElementById('sb-cost');
  const edited = { query: RURU_CONFIG.defaultQuery || '', variables: '', headers: '' };
  let timer;
  let latest = 0;
  const show = (text, tone) => { badge.textContent = text; badge.dataset.tone = tone; };
  const parse = (text) => (text && text.trim() ? JSON.parse(text) : undefined);
  async function price() {
    const mine = ++latest;
    let headers;
    let variables;
    try {
      headers = parse(edited.headers) || {};
      variables = parse(edited.variables);
    } catch {
      return show('Cost: fix the JSON of the variables or headers', 'warn');
    }
    try {
      const response = await fetch(RURU_CONFIG.endpoint || '/graphql', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { ...headers, 'content-type': 'application/json', 'soundboard-cost-dry-run': '1' },
        body: JSON.stringify({ query: edited.query, variables }),
      });
      const body = await response.json();
      if (mine !== latest) return;
      const cost = body.extensions && body.extensions.cost;
      if (cost) {
        // A key has a budget of its own; a session has none, so it sees the price alone.
        const keyed = Object.keys(headers).some((name) => name.toLowerCase() === 'authorization');
        const left = keyed && cost.throttleStatus ? ' · ' + cost.throttleStatus.currentlyAvailable + ' of ' + cost.throttleStatus.maximumAvailable + ' left' : '';
        return show('Cost: ' + cost.requestedQueryCost + ' points' + left, cost.throttleStatus && cost.requestedQueryCost > cost.throttleStatus.currentlyAvailable ? 'warn' : 'ok');
      }
      const error = body.errors && body.errors[0];
      show(error ? 'Cost: not priced (' + error.message + ')' : 'Cost: not priced', 'warn');
    } catch {
      if (mine === latest) show('Cost: not priced (the server did not answer)', 'warn');
    }
  }
  const edit = (field) => (value) => {
    edited[field] = value;
    clearTimeout(timer);
    timer = setTimeout(price, 350);
  };
  createRoot(document.getElementById('ruru-root')).render(
    React.createElement(Ruru, { ...RURU_CONFIG, onEditQuery: edit('query'), onEditVariables: edit('variables'), onEditHeaders: edit('headers') }),
  );
  price();
</script>`;

const COST_BADGE_STYLE = `
<style>
  #sb-cost {
    position: fixed;
    top: 8px;
    /* Clear of Ruru's name in the top right corner. */
    right: 96px;
    z-index: 10;
    padding: 6px 12px;
    border-radius: 999px;
    font: 600 13px/1.3 system-ui, sans-serif;
    background: #161328;
    color: #f6f4ff;
    border: 1px solid rgba(255, 255, 255, 0.18);
    pointer-events: none;
  }
  #sb-cost[data-tone='warn'] { border-color: #fb923c; color: #fed7aa; }
</style>`;

/**
 * GraphiQL (Ruru) on a browser GET of /graphql, with its assets served from the package: it
 * works with no internet access. Mounted before the GraphQL endpoint, which answers everything else.
 * The headers editor takes an API key; a badge prices the query as it is written.
 */
export function mountGraphiql(app: express.Express): void {
  const serveGraphiqlAsset = ruruStatic(GRAPHIQL_STATIC);
  app.use((req, res, next) => (req.path.startsWith(GRAPHIQL_STATIC) ? serveGraphiqlAsset(req, res, next) : next()));
  const config = {
    endpoint: '/graphql',
    staticPath: GRAPHIQL_STATIC,
    clientConfig: { defaultQuery: DEFAULT_QUERY, isHeadersEditorEnabled: true },
  };
  const parts = makeHTMLParts(config);
  const graphiqlPage = ruruHTML({
    ...config,
    htmlParts: {
      titleTag: '<title>SoundBoard GraphQL API — GraphiQL</title>',
      styleTags: parts.styleTags + COST_BADGE_STYLE,
      bodyContent: `${parts.bodyContent}<output id="sb-cost" aria-live="polite" data-tone="ok">Cost: …</output>`,
      bodyInitScript: COST_BADGE_SCRIPT,
    },
  });
  app.get('/graphql', (req, res, next) => {
    if (!wantsHtml(req) || req.query.query) return next();
    res.set('Content-Security-Policy', GRAPHIQL_CSP).type('html').send(graphiqlPage);
  });
}
