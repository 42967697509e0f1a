import styled from 'styled-components';
import { useAuth } from '../../auth/authContext';
import { WELCOME } from '../../components/chat/chatModel';
import { useChat } from '../../components/chat/ChatProvider';
import { Icon, type IconName } from '../../components/Icon';
import { NextStepCard } from '../../components/NextStepCard';
import { Button, ButtonLink } from '../../components/ui/Button';
import { IconTile } from '../../components/ui/Card';
import { CardGrid, Page, PageSection, SectionTitle } from '../../components/ui/Page';
import { PageHeader } from '../../components/ui/PageHeader';

/** The six things the assistant helps with, each with a question that shows it off. */
const TOPICS: readonly { icon: IconName; title: string; body: string; question: string }[] = [
  {
    icon: 'target',
    title: 'Music career management',
    body: 'Royalties, publishing, managers, deals and turning music into income.',
    question: 'How do I make sure I collect all my royalties?',
  },
  {
    icon: 'chart',
    title: 'Streaming analytics',
    body: 'What your numbers mean: save rate, skip rate, listeners and playlists.',
    question: 'What is a good save rate on Spotify?',
  },
  {
    icon: 'users',
    title: 'Networking',
    body: 'Finding collaborators, reaching out well and following up.',
    question: 'How can I find collaborators?',
  },
  {
    icon: 'music',
    title: 'Release planning',
    body: 'Timelines from final master to release day, pitching and promotion.',
    question: 'How early should I plan my next release?',
  },
  {
    icon: 'check',
    title: 'Task prioritisation',
    body: 'Turning a long to-do list into the few things that matter this week.',
    question: 'What should I focus on this week?',
  },
  {
    icon: 'compass',
    title: 'Finding your way around',
    body: 'Where things live on SoundBoard: profile, matches, brands and resources.',
    question: 'Where do I edit my profile?',
  },
];

export const ChatRoute = () => {
  const auth = useAuth();
  const { ask, setOpen } = useChat();
  return (
    <Page>
      <title>Assistant · SoundBoard</title>
      <PageHeader
        eyebrow="SoundBoard Assistant"
        title="Your Music Career Assistant"
        intro="Ask about streaming analytics, networking, release planning, or what to work on next. Free, on every page, in the round button at the bottom right."
      />

      <Start aria-labelledby="chat-start-title">
        <StartText>
          <IconTile>
            <Icon name="message" size={22} />
          </IconTile>
          <h2 id="chat-start-title">Start a conversation</h2>
          <p>{WELCOME.content}</p>
        </StartText>
        <StartActions>
          <Button type="button" $size="lg" onClick={() => setOpen(true)}>
            Start a conversation
            <Icon name="arrowRight" size={18} />
          </Button>
          <StartersLabel aria-hidden="true">Or begin with one of these:</StartersLabel>
          <Starters role="group" aria-label="Conversation starters">
            {(WELCOME.suggestions ?? []).map((suggestion) => (
              <Starter key={suggestion} type="button" onClick={() => ask(suggestion)}>
                {suggestion}
              </Starter>
            ))}
          </Starters>
        </StartActions>
      </Start>

      <PageSection aria-labelledby="chat-topics-title">
        <SectionTitle id="chat-topics-title">What it helps with</SectionTitle>
        <CardGrid $min="300px">
          {TOPICS.map((topic, i) => (
            <Topic key={topic.title}>
              <IconTile $tone={(['accent', 'secondary', 'highlight'] as const)[i % 3]}>
                <Icon name={topic.icon} size={22} />
              </IconTile>
              <h3>{topic.title}</h3>
              <p>{topic.body}</p>
              <AskButton type="button" onClick={() => ask(topic.question)}>
                <span>Ask “{topic.question}”</span>
                <Icon name="arrowRight" size={16} />
              </AskButton>
            </Topic>
          ))}
        </CardGrid>
      </PageSection>

      <NextStepCard
        icon="sparkles"
        title="Answers that fit your career"
        description={
          auth.status === 'signed-in'
            ? 'The assistant reads your profile: the more it knows about your genres, career stage and goals, the more specific its advice.'
            : 'Signed in, the assistant grounds its advice in your profile: your genres, career stage and what you are looking for.'
        }
        action={
          auth.status === 'signed-in' ? (
            <ButtonLink to="/profile-settings">Update Profile</ButtonLink>
          ) : (
            <ButtonLink to="/signup">
              Get Started
              <Icon name="arrowRight" size={18} />
            </ButtonLink>
          )
        }
      />
    </Page>
  );
};

const Start = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.gradients.band}, ${({ theme }) => theme.colors.surface1};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.xxl};
  }

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 1.2fr 1fr;
    align-items: center;
  }
`;

const StartText = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: ${({ theme }) => theme.fontWeights.heavy};
    letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }

  p {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const StartActions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.lg};
`;

const StartersLabel = styled.p`
  margin-bottom: -${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Starters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Starter = styled.button`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface2};
  color: ${({ theme }) => theme.colors.textPrimary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  &:hover {
    border-color: ${({ theme }) => theme.colors.borderAccent};
    background: ${({ theme }) => theme.colors.accentSoft};
  }
`;

const Topic = styled.article`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.gradients.surface}, ${({ theme }) => theme.colors.surface1};

  h3 {
    margin-top: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const AskButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: auto;
  padding: ${({ theme }) => `${theme.space.xs} 0`};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.accentHover};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: left;

  &:hover span {
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;
