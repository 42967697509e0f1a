import styled from 'styled-components';
import { Icon } from '../../components/Icon';
import { Eyebrow } from '../../components/ui/Card';
import { Container } from '../../components/ui/Container';
import { MarketingStats } from '../../components/MarketingStats';
import { Section, SectionIntro, SectionTitle } from './sectionParts';

/** Voices of the demo creators the app ships with (graph/src/db/seed/data/creators.ts). */
const testimonials = [
  {
    quote:
      'MatchMade AI lined up the playlist curators and press people who actually get Afrobeats with an R&B heart. My debut EP finally has a plan behind it.',
    name: 'Amara Sol',
    role: 'Afrobeats artist · Lagos',
    initials: 'AS',
    tone: 'accent',
  },
  {
    quote: 'I found two vocalists for my next beat tape in the creators directory, and the sync agencies on the Brands page are where my catalogue goes next.',
    name: 'Kwame Mensah',
    role: 'Producer · Accra',
    initials: 'KM',
    tone: 'secondary',
  },
  {
    quote:
      'The resource library saved me weeks. The booking, promotion and label tools I needed to take my sets abroad were in one place, free options included.',
    name: 'Lera D',
    role: 'DJ · Johannesburg',
    initials: 'LD',
    tone: 'highlight',
  },
] as const;

/** 'Creators on SoundBoard': three testimonials over the stats row of the landing page. */
export const Testimonials = () => (
  <Section aria-labelledby="testimonials-title">
    <Container>
      <SectionIntro>
        <Eyebrow>
          <Icon name="music" size={14} />
          Creators on SoundBoard
        </Eyebrow>
        <SectionTitle id="testimonials-title">Loved by artists, producers and DJs</SectionTitle>
      </SectionIntro>
      <Quotes role="list">
        {testimonials.map((t) => (
          <Quote key={t.name} role="listitem">
            <QuoteMark $tone={t.tone} aria-hidden="true">
              “
            </QuoteMark>
            <blockquote>
              <QuoteText>{t.quote}</QuoteText>
            </blockquote>
            <Person>
              <Avatar $tone={t.tone} aria-hidden="true">
                {t.initials}
              </Avatar>
              <div>
                <Name>{t.name}</Name>
                <Role>{t.role}</Role>
              </div>
            </Person>
          </Quote>
        ))}
      </Quotes>

      <MarketingStats align="center" />
    </Container>
  </Section>
);

type Tone = (typeof testimonials)[number]['tone'];

const Quotes = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
  margin-bottom: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.tablet} {
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const Quote = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.gradients.surface}, ${({ theme }) => theme.colors.surface1};

  blockquote {
    flex: 1;
  }
`;

const QuoteMark = styled.span<{ $tone: Tone }>`
  height: 28px;
  font-size: 3.5rem;
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  line-height: 1;
  color: ${({ theme, $tone }) => theme.colors[$tone]};
`;

const QuoteText = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Person = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
`;

const Avatar = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  flex-shrink: 0;
  border-radius: 50%;
  background: ${({ theme, $tone }) => theme.colors[`${$tone}Soft`]};
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Name = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Role = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
