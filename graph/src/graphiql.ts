import type express from 'express';
import { ruruHTML } from 'ruru/server';
import { serveStatic as ruruStatic } from 'ruru/static';
import { GRAPHIQL_CSP } from './security.js';

const GRAPHIQL_STATIC = '/graphiql/';

const wantsHtml = (req: express.Request) => req.method === 'GET' && req.accepts(['json', 'html']) === 'html';

/**
 * GraphiQL (Ruru) on a browser GET of /graphql, with its assets served from the package: it
 * works with no internet access. Mounted before the GraphQL endpoint, which answers everything else.
 */
export function mountGraphiql(app: express.Express): void {
  const serveGraphiqlAsset = ruruStatic(GRAPHIQL_STATIC);
  app.use((req, res, next) => (req.path.startsWith(GRAPHIQL_STATIC) ? serveGraphiqlAsset(req, res, next) : next()));
  const graphiqlPage = ruruHTML({
    endpoint: '/graphql',
    staticPath: GRAPHIQL_STATIC,
    htmlParts: { titleTag: '<title>SoundBoard GraphQL API — GraphiQL</title>' },
    clientConfig: {
      defaultQuery: '# Welcome to the SoundBoard graph.\n# Who is signed in? (null when signed out)\n{\n  viewer {\n    id\n    username\n    role\n  }\n}\n',
    },
  });
  app.get('/graphql', (req, res, next) => {
    if (!wantsHtml(req) || req.query.query) return next();
    res.set('Content-Security-Policy', GRAPHIQL_CSP).type('html').send(graphiqlPage);
  });
}
