import styled from 'styled-components';
import { API_GRANT_GUIDE } from '../../../../graph/src/shared/api-grants';
import { Icon } from '../../components/Icon';
import { ButtonAnchor, ButtonLink } from '../../components/ui/Button';
import { CodeBlock } from '../../components/ui/CodeBlock';
import { Page, PageSection, SectionTitle } from '../../components/ui/Page';
import { PageHeader } from '../../components/ui/PageHeader';
import { audience, dryRun, firstCall, inbox, verifyWebhook, type DeveloperExample } from './developerExamples';

const sections = [
  { id: 'keys', title: 'Get a key' },
  { id: 'first-call', title: 'Your first call' },
  { id: 'grants', title: 'Grants' },
  { id: 'budget', title: 'The budget' },
  { id: 'webhooks', title: 'Webhooks' },
  { id: 'audience', title: 'Audience counts' },
  { id: 'errors', title: 'Errors' },
] as const;

const Example = ({ example }: { example: DeveloperExample }) => (
  <ExampleBlock>
    <ExampleTitle>{example.title}</ExampleTitle>
    {example.grants.length > 0 ? <Needs>Needs the grant {example.grants.join(', ')}.</Needs> : null}
    <CodeBlock code={example.code} label={`${example.language === 'bash' ? 'shell' : 'JavaScript'} example: ${example.title}`} language={example.language} />
  </ExampleBlock>
);

/**
 * The partner API's documentation: how a brand's developer gets a key, what its grants open, how
 * the cost budget works, webhooks and their signatures, and the audience counts. Its examples are
 * developerExamples.ts, which a test runs against a real app.
 */
export const DevelopersRoute = () => (
  <Page>
    <title>Developers · SoundBoard</title>
    <PageHeader
      eyebrow="SoundBoard for developers"
      title="Build on the SoundBoard graph"
      intro="Your brand's requests, briefs, applications and conversations, in your own tools: one GraphQL endpoint, keys you scope, a budget you can see before you reach it, and webhooks instead of polling."
      actions={
        <>
          <ButtonLink to="/brand/developers">
            Manage your keys
            <Icon name="arrowRight" size={18} />
          </ButtonLink>
          <ButtonAnchor href="/graphql" $variant="secondary">
            Open GraphiQL
            <Icon name="externalLink" size={16} />
          </ButtonAnchor>
        </>
      }
    />

    <Layout>
      <Toc aria-label="On this page">
        <TocTitle>On this page</TocTitle>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </Toc>

      <Content>
        <PageSection aria-labelledby="keys">
          <SectionTitle id="keys">Get a key</SectionTitle>
          <p>
            A brand's owners create keys on <a href="/brand/developers">their brand's developer page</a>: a name, an expiry (at most a year ahead) and, for each
            resource, <Code>NONE</Code>, <Code>READ</Code> or <Code>WRITE</Code>. The key is shown once. It looks like <Code>sbk_live_</Code> followed by 36
            letters and digits; the last six are a checksum, so a mistyped key is refused at once and secret scanners recognise a leaked one.
          </p>
          <List>
            <li>
              Send it as <Code>Authorization: Bearer sbk_live_…</Code> on <Code>POST /graphql</Code>. A key acts as its brand, never as a person: cookies sent
              with it are ignored.
            </li>
            <li>
              <strong>Roll</strong> a key to get a new secret while the old one keeps working for a grace period you choose (up to 7 days): deploy the new one,
              then let the old one lapse. <strong>Revoke</strong> stops a key everywhere at once.
            </li>
            <li>Every call is listed for your owners for 90 days: operation, cost, status and time.</li>
          </List>
        </PageSection>

        <PageSection aria-labelledby="first-call">
          <SectionTitle id="first-call">Your first call</SectionTitle>
          <p>
            Put your key in <Code>SOUNDBOARD_API_KEY</Code> and ask who you are. Every answer to a key carries its cost and what is left of the budget.
          </p>
          <Example example={firstCall} />
          <Example example={inbox} />
        </PageSection>

        <PageSection aria-labelledby="grants">
          <SectionTitle id="grants">Grants</SectionTitle>
          <p>
            A key reaches only its own brand, and only what its grants open. <Code>WRITE</Code> includes <Code>READ</Code>. Anything else answers{' '}
            <Code>FORBIDDEN</Code> with the missing grant named, such as “This API key lacks the AUDIENCE READ grant”. Keys never reach admin fields, other
            brands, or a creator's private details: creators appear as their public profiles.
          </p>
          <TableWrap>
            <Table>
              <caption>What each grant opens</caption>
              <thead>
                <tr>
                  <th scope="col">Resource</th>
                  <th scope="col">READ</th>
                  <th scope="col">WRITE</th>
                </tr>
              </thead>
              <tbody>
                {API_GRANT_GUIDE.map((grant) => (
                  <tr key={grant.resource}>
                    <th scope="row">
                      {grant.label}
                      <Resource>{grant.resource}</Resource>
                    </th>
                    <td>{grant.read}</td>
                    <td>{grant.write}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableWrap>
        </PageSection>

        <PageSection aria-labelledby="budget">
          <SectionTitle id="budget">The budget</SectionTitle>
          <p>Every operation's cost is worked out before it runs:</p>
          <List>
            <li>each object is 1 point and each scalar 0;</li>
            <li>
              a list costs its items times <Code>first</Code>, which every list a key reads must give (1 to 100);
            </li>
            <li>a mutation is 10 points; one operation may cost at most 1,000.</li>
          </List>
          <p>
            Each key has a bucket of 1,000 points that refills 50 a second, shared by all our servers. The requested cost is taken up front and what the answer
            did not use (a list shorter than <Code>first</Code>) is given back. Each answer says where you stand, in its body and in its headers:
          </p>
          <CodeBlock
            label="the cost block of an answer"
            language="json"
            code={`"extensions": {
  "cost": {
    "requestedQueryCost": 52,
    "actualQueryCost": 12,
    "throttleStatus": { "maximumAvailable": 1000, "currentlyAvailable": 988, "restoreRate": 50 }
  }
}`}
          />
          <List>
            <li>
              <Code>RateLimit-Policy</Code> and <Code>RateLimit</Code> headers (the IETF draft's fields) give the same figures to HTTP tools.
            </li>
            <li>
              The <Code>rateLimit {'{ cost remaining limit resetAt }'}</Code> field answers them inside a query.
            </li>
            <li>
              Over budget, the answer is HTTP <Code>429</Code> with <Code>Retry-After</Code> (seconds) and the error code <Code>THROTTLED</Code>; nothing ran.
            </li>
            <li>
              The header <Code>SoundBoard-Cost-Dry-Run: 1</Code> returns the cost without running the query or spending anything.
            </li>
          </List>
          <Example example={dryRun} />
        </PageSection>

        <PageSection aria-labelledby="webhooks">
          <SectionTitle id="webhooks">Webhooks</SectionTitle>
          <p>
            Register an https endpoint on your developer page, or with <Code>createWebhookEndpoint</Code> (the <Code>WEBHOOKS</Code> grant), and we POST each
            event as it happens: <Code>BRAND_REQUEST_RECEIVED</Code> (a creator asks to connect), <Code>APPLICATION_RECEIVED</Code> (an application to one of
            your briefs) and <Code>MESSAGE_RECEIVED</Code> (a creator writes in a brand conversation). The body is JSON:{' '}
            <Code>{'{ id, type, createdAt, data }'}</Code>; the same <Code>id</Code> arrives again only on a retry or a replay.
          </p>
          <List>
            <li>
              Each delivery is signed: <Code>SoundBoard-Signature: t=&lt;unix seconds&gt;,v1=&lt;hex&gt;</Code>, the HMAC-SHA256 of{' '}
              <Code>&lt;t&gt;.&lt;raw body&gt;</Code> with the endpoint's signing secret (<Code>whsec_…</Code>, shown once).
            </li>
            <li>
              Answer with any 2xx within 10 seconds. Anything else is retried with growing pauses for up to 3 days; an endpoint that fails for 3 days is
              disabled and your owners are told. Every delivery is listed with its attempts and answers, and a failed one can be replayed.
            </li>
            <li>We deliver only to public addresses: never to private, loopback or link-local ones, checked each time we connect.</li>
          </List>
          <Example example={verifyWebhook} />
        </PageSection>

        <PageSection aria-labelledby="audience">
          <SectionTitle id="audience">Audience counts</SectionTitle>
          <p>
            <Code>brandAudience</Code> counts the creators connected to your brand who chose, in their privacy settings, to be counted, over the fields each of
            them shared: genres, region and career stage. Counts are rounded to 5, and any group under 50 creators is folded into “Other” and marked{' '}
            <Code>suppressed</Code>, so that no small group can be told apart. A key may ask a limited number of times a day.
          </p>
          <Example example={audience} />
        </PageSection>

        <PageSection aria-labelledby="errors">
          <SectionTitle id="errors">Errors</SectionTitle>
          <p>
            Errors come in the GraphQL <Code>errors</Code> list with a stable <Code>extensions.code</Code>:
          </p>
          <DefinitionList>
            <dt>UNAUTHENTICATED</dt>
            <dd>The key is malformed, unknown, revoked or expired (HTTP 401).</dd>
            <dt>FORBIDDEN</dt>
            <dd>The key lacks a grant; the message names it.</dd>
            <dt>NOT_FOUND</dt>
            <dd>No such thing for your brand: another brand's ids are never revealed.</dd>
            <dt>BAD_USER_INPUT</dt>
            <dd>An argument is missing or out of bounds, a list without first among them.</dd>
            <dt>THROTTLED</dt>
            <dd>Over budget (HTTP 429): wait Retry-After seconds.</dd>
          </DefinitionList>
        </PageSection>
      </Content>
    </Layout>
  </Page>
);

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 220px minmax(0, 1fr);
    align-items: start;
  }
`;

const Toc = styled.nav`
  display: none;

  ${({ theme }) => theme.media.desktop} {
    display: block;
    position: sticky;
    top: 96px;
  }

  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
  }

  a {
    color: ${({ theme }) => theme.colors.textSecondary};
    text-decoration: none;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;

const TocTitle = styled.p`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxl};
  max-width: 860px;
  min-width: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  line-height: 1.65;

  a {
    color: ${({ theme }) => theme.colors.accentHover};
  }

  strong {
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;

const Code = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.9em;
  padding: 1px 6px;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.surface2};
  color: ${({ theme }) => theme.colors.textPrimary};
  overflow-wrap: anywhere;
`;

const List = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const ExampleBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const ExampleTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.textPrimary};
`;

const Needs = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const TableWrap = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Table = styled.table`
  width: 100%;
  min-width: 560px;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  caption {
    text-align: left;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  }

  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  tbody th {
    color: ${({ theme }) => theme.colors.textPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Resource = styled.span`
  display: block;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const DefinitionList = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0;

  dt {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textPrimary};
  }

  dd {
    margin: 0;
  }

  @media (max-width: 520px) {
    grid-template-columns: minmax(0, 1fr);

    dd {
      margin-bottom: ${({ theme }) => theme.space.sm};
    }
  }
`;
