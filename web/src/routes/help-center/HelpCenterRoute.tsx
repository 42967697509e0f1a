import { useDeferredValue, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Icon } from '../../components/Icon';
import { NextStepCard } from '../../components/NextStepCard';
import { useChat } from '../../components/chat/ChatProvider';
import { Button, ButtonAnchor } from '../../components/ui/Button';
import { IconTile } from '../../components/ui/Card';
import { Page } from '../../components/ui/Page';
import { PageHeader } from '../../components/ui/PageHeader';
import { Tooltip } from '../../components/ui/Tooltip';
import { siteConfig, supportMailto } from '../../config/siteConfig';
import { filterTopics, helpTopics, queryTerms, type Faq, type FaqTopic } from './helpContent';

const totalQuestions = helpTopics.reduce((sum, topic) => sum + topic.faqs.length, 0);

/** The query's words as one case-insensitive pattern with a capture group; null for no words. */
const highlightPattern = (terms: readonly string[]): RegExp | null =>
  terms.length === 0 ? null : new RegExp(`(${terms.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'gi');

/** Marks the query's words in a line of text. */
function highlight(text: string, pattern: RegExp | null): ReactNode {
  if (!pattern) return text;
  // split() with one capture group puts the matches at the odd indexes.
  return text.split(pattern).map((part, index) => (index % 2 === 1 ? <Mark key={index}>{part}</Mark> : part));
}

/** Contact Us only where a support address is configured; the assistant answers otherwise. */
const contactHref = supportMailto();

export const HelpCenterRoute = () => {
  const chat = useChat();
  const [params] = useSearchParams();
  // A link such as /help-center?q=password opens with that search; typing stays local to the page.
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const deferredQuery = useDeferredValue(query);
  const topics = useMemo(() => filterTopics(helpTopics, deferredQuery), [deferredQuery]);
  // Built once per query, not for every line that is highlighted.
  const pattern = useMemo(() => highlightPattern(queryTerms(deferredQuery)), [deferredQuery]);
  const searching = pattern !== null;
  const count = topics.reduce((sum, topic) => sum + topic.faqs.length, 0);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const { hash } = useLocation();

  const clear = () => {
    setQuery('');
    inputRef.current?.focus();
  };

  return (
    <Page>
      <title>Help Center · SoundBoard</title>
      <PageHeader
        eyebrow="Help Center"
        title="How Can We Help?"
        intro="Answers about your account, your profile, MatchMade AI, brands, networking and the assistant."
      />

      <Search role="search">
        <SearchLabel htmlFor={inputId}>Search the help center</SearchLabel>
        <SearchBox>
          <Icon name="search" size={20} />
          <SearchInput
            ref={inputRef}
            id={inputId}
            type="search"
            value={query}
            placeholder="Try “password”, “match score” or “bookmark”"
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && query) {
                event.preventDefault();
                setQuery('');
              }
            }}
          />
          {query ? (
            <Tooltip content="Clear search">
              <ClearButton type="button" aria-label="Clear search" onClick={clear}>
                <Icon name="close" size={18} />
              </ClearButton>
            </Tooltip>
          ) : null}
        </SearchBox>
        {/* Announces each new result count; with none, the empty state below says it on screen. */}
        <Status role="status" $visuallyHidden={count === 0}>
          {searching
            ? `${count === 0 ? 'No' : count} ${count === 1 ? 'answer' : 'answers'} for “${deferredQuery.trim()}”`
            : `${totalQuestions} answers in ${helpTopics.length} topics`}
        </Status>
      </Search>

      {searching ? null : (
        <TopicNav aria-label="Help topics">
          {helpTopics.map((topic) => (
            <TopicChip key={topic.id} href={`#${topic.id}`}>
              <Icon name={topic.icon} size={16} />
              {topic.title}
              <ChipCount>{topic.faqs.length}</ChipCount>
            </TopicChip>
          ))}
        </TopicNav>
      )}

      {count === 0 ? (
        <Empty>
          <IconTile $tone="secondary">
            <Icon name="search" size={22} />
          </IconTile>
          <EmptyTitle>No answers match “{deferredQuery.trim()}”</EmptyTitle>
          <EmptyText>Check the spelling, try fewer or more general words, or ask us directly: we answer every message.</EmptyText>
          <EmptyActions>
            <Button type="button" $variant="secondary" onClick={clear}>
              Clear search
            </Button>
            {contactHref ? (
              <ButtonAnchor href={contactHref} $variant="ghost">
                <Icon name="mail" size={18} />
                Contact Us
              </ButtonAnchor>
            ) : null}
          </EmptyActions>
        </Empty>
      ) : (
        <Topics>
          {topics.map((topic) => (
            <TopicSection key={topic.id} topic={topic} pattern={pattern} searching={searching} hash={hash} />
          ))}
        </Topics>
      )}

      {contactHref ? (
        <NextStepCard
          icon="mail"
          title="Still need a hand?"
          description={`Write to ${siteConfig.supportEmail} and the SoundBoard team will get back to you within two working days.`}
          action={
            <ButtonAnchor href={contactHref}>
              <Icon name="mail" size={18} />
              Contact Us
            </ButtonAnchor>
          }
        />
      ) : (
        <NextStepCard
          icon="sparkles"
          title="Still need a hand?"
          description="Ask the SoundBoard assistant: it knows where everything lives and answers straight away."
          action={
            <Button type="button" onClick={() => chat.setOpen(true)}>
              <Icon name="sparkles" size={18} />
              Ask the assistant
            </Button>
          }
        />
      )}
    </Page>
  );
};

type TopicSectionProps = {
  topic: FaqTopic;
  pattern: RegExp | null;
  searching: boolean;
  hash: string;
};

const TopicSection = ({ topic, pattern, searching, hash }: TopicSectionProps) => (
  <Topic id={topic.id} aria-labelledby={`${topic.id}-title`}>
    <TopicHeading>
      <IconTile $tone="secondary">
        <Icon name={topic.icon} size={20} />
      </IconTile>
      <TopicTitle id={`${topic.id}-title`}>{topic.title}</TopicTitle>
    </TopicHeading>
    <Questions>
      {topic.faqs.map((faq) => (
        <Question key={faq.id} faq={faq} pattern={pattern} open={searching || hash === `#faq-${faq.id}`} />
      ))}
    </Questions>
  </Topic>
);

type QuestionProps = {
  faq: Faq;
  pattern: RegExp | null;
  /** Search results and linked answers start open; the reader can still fold them. */
  open: boolean;
};

const Question = ({ faq, pattern, open }: QuestionProps) => (
  <Item id={`faq-${faq.id}`} open={open}>
    <Summary>
      <span>{highlight(faq.question, pattern)}</span>
      <Chevron aria-hidden="true">
        <Icon name="chevronDown" size={18} />
      </Chevron>
    </Summary>
    <Answer>
      {faq.answer.map((paragraph) => (
        <p key={paragraph}>{highlight(paragraph, pattern)}</p>
      ))}
      {faq.bullets ? (
        <ul>
          {faq.bullets.map((bullet) => (
            <li key={bullet}>{highlight(bullet, pattern)}</li>
          ))}
        </ul>
      ) : null}
      {faq.link ? (
        <AnswerLink to={faq.link.to}>
          {faq.link.label}
          <Icon name="arrowRight" size={16} />
        </AnswerLink>
      ) : null}
    </Answer>
  </Item>
);

const Search = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 720px;
`;

const SearchLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const SearchBox = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 56px;
  padding: 0 ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface1};
  box-shadow: ${({ theme }) => theme.shadows.md};
  transition: border-color ${({ theme }) => theme.transitions.base};

  > svg {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &:focus-within {
    border-color: ${({ theme }) => theme.colors.focusRing};
  }
`;

const SearchInput = styled.input`
  flex: 1;
  min-width: 0;
  height: 54px;
  border: 0;
  background: transparent;
  font-size: ${({ theme }) => theme.fontSizes.md};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textFaint};
  }

  /* The box shows focus (focus-within); the browser's own clear button would duplicate ours. */
  &:focus {
    outline: none;
  }

  &::-webkit-search-cancel-button {
    appearance: none;
  }
`;

const ClearButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  flex-shrink: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};

  &:hover {
    background: ${({ theme }) => theme.colors.surface3};
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;

const Status = styled.p<{ $visuallyHidden: boolean }>`
  padding-left: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${({ $visuallyHidden }) =>
    $visuallyHidden &&
    `
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    `}
`;

const TopicNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: -${({ theme }) => theme.space.lg};
`;

const TopicChip = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface1};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  transition:
    border-color ${({ theme }) => theme.transitions.base},
    color ${({ theme }) => theme.transitions.base};

  svg {
    color: ${({ theme }) => theme.colors.secondaryLight};
  }

  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;

const ChipCount = styled.span`
  min-width: 22px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface3};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: center;
`;

const Topics = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
    gap: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  }
`;

const Topic = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  scroll-margin-top: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space.md});
`;

const TopicHeading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const TopicTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Questions = styled.div`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface1};
`;

const Chevron = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textMuted};
  transition: transform ${({ theme }) => theme.transitions.base};
`;

const Item = styled.details`
  scroll-margin-top: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space.md});

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  &[open] ${Chevron} {
    transform: rotate(180deg);
  }
`;

const Summary = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  cursor: pointer;
  list-style: none;
  transition: background ${({ theme }) => theme.transitions.fast};

  &::-webkit-details-marker {
    display: none;
  }

  &:hover {
    background: ${({ theme }) => theme.colors.surface2};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
`;

const Answer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `0 ${theme.space.lg} ${theme.space.lg}`};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    padding-left: ${({ theme }) => theme.space.lg};
  }

  li::marker {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const AnswerLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.accentHover};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  &:hover {
    text-decoration: underline;
  }
`;

const Mark = styled.mark`
  padding: 0 2px;
  border-radius: 3px;
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.textPrimary};
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  text-align: center;
`;

const EmptyTitle = styled.h2`
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

const EmptyText = styled.p`
  max-width: 460px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const EmptyActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.xs};
`;
