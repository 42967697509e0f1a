import styled from 'styled-components';
import { FeatureCard } from '../../components/FeatureCard';
import { Icon, type IconName } from '../../components/Icon';
import { Button, ButtonLink } from '../../components/ui/Button';
import { Eyebrow, GradientText } from '../../components/ui/Card';
import { Container } from '../../components/ui/Container';
import { CardGrid } from '../../components/ui/Page';
import { MatchPreview } from './MatchPreview';
import { ShowcaseCarousel } from './ShowcaseCarousel';
import { Testimonials } from './Testimonials';
import { Section, SectionIntro, SectionLead, SectionTitle } from './sectionParts';

const FEATURES_ID = 'features';

const features: readonly { icon: IconName; title: string; body: string; tone: 'accent' | 'secondary' | 'highlight' }[] = [
  {
    icon: 'compass',
    title: 'Brand Discovery',
    tone: 'accent',
    body: 'Browse verified music-industry brands by what they offer, from distribution and gear to sync licensing.',
  },
  {
    icon: 'sparkles',
    title: 'MatchMade AI',
    tone: 'secondary',
    body: 'Recommendations scored against your genres, skills and goals, with the reason behind every match.',
  },
  {
    icon: 'users',
    title: 'Professional Networking',
    tone: 'highlight',
    body: 'Meet producers, artists and collaborators who share your sound and the way you work.',
  },
  {
    icon: 'link',
    title: 'Brand Partnerships',
    tone: 'accent',
    body: 'Turn a connection into a sponsorship, an endorsement or a long-term partnership.',
  },
  {
    icon: 'book',
    title: 'Resource Library',
    tone: 'secondary',
    body: 'Curated tools, services and guides for releasing, promoting and earning from your music.',
  },
  {
    icon: 'target',
    title: 'Smart Recommendations',
    tone: 'highlight',
    body: 'Fresh suggestions as your profile grows, ranked by how well each one fits your career stage.',
  },
  {
    icon: 'verified',
    title: 'Verified Brands',
    tone: 'accent',
    body: 'Every brand is checked before it joins, so your time goes to real opportunities.',
  },
  {
    icon: 'music',
    title: 'Collaboration',
    tone: 'secondary',
    body: 'Start projects with the creators you meet and keep every conversation in one place.',
  },
  {
    icon: 'message',
    title: 'Career Assistant',
    tone: 'highlight',
    body: 'Help with release planning, streaming analytics, networking and what to work on next.',
  },
];

const scrollToFeatures = () => {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  document.getElementById(FEATURES_ID)?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
};

export const LandingRoute = () => (
  <>
    <title>SoundBoard — Connect with Music Industry Brands</title>
    <Hero>
      <HeroGrid>
        <HeroCopy>
          <Eyebrow>
            <Icon name="sparkles" size={14} />
            Powered by MatchMade AI
          </Eyebrow>
          <HeroTitle>
            Connect with <GradientText>Music Industry Brands</GradientText>
          </HeroTitle>
          <HeroLead>
            SoundBoard puts artists and producers in front of verified brands, fellow creators and curated resources, and MatchMade AI tells you which resources
            fit your sound.
          </HeroLead>
          <HeroActions>
            <ButtonLink to="/signup" $size="lg">
              Get Started
              <Icon name="arrowRight" size={18} />
            </ButtonLink>
            <Button type="button" $variant="secondary" $size="lg" onClick={scrollToFeatures}>
              Learn More
            </Button>
          </HeroActions>
          <Proof>
            <Icon name="check" size={16} />
            Free for creators · 150+ partner brands · 2,500+ active creators
          </Proof>
        </HeroCopy>
        <MatchPreview />
      </HeroGrid>
    </Hero>

    <ShowcaseCarousel />

    <Section id={FEATURES_ID} aria-labelledby="features-title">
      <Container>
        <SectionIntro>
          <Eyebrow>Features</Eyebrow>
          <SectionTitle id="features-title">Everything your music career needs, in one network</SectionTitle>
          <SectionLead>Discover brands, meet collaborators and find the right tools, with recommendations that get sharper as your profile grows.</SectionLead>
        </SectionIntro>
        <CardGrid $min="300px">
          {features.map((feature) => (
            <FeatureCard key={feature.title} icon={feature.icon} title={feature.title} tone={feature.tone}>
              {feature.body}
            </FeatureCard>
          ))}
        </CardGrid>
      </Container>
    </Section>

    <Testimonials />

    <Section aria-labelledby="closing-title">
      <Container>
        <Closing>
          <ClosingTitle id="closing-title">Ready to Connect with Music Industry Brands?</ClosingTitle>
          <ClosingLead>
            Create your free profile, meet the brands and creators you want to work with, and let MatchMade AI line up the resources that fit where your career
            is heading.
          </ClosingLead>
          <ButtonLink to="/signup" $size="lg">
            Get Started Free
            <Icon name="arrowRight" size={18} />
          </ButtonLink>
        </Closing>
      </Container>
    </Section>
  </>
);

const Hero = styled.section`
  padding: ${({ theme }) => `${theme.space.xxl} 0 ${theme.space.xxxl}`};

  ${({ theme }) => theme.media.desktop} {
    padding: ${({ theme }) => `${theme.space.huge} 0`};
  }
`;

const HeroGrid = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xxl};
  align-items: center;

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 0.9fr);
    gap: ${({ theme }) => theme.space.xxxl};
  }
`;

const HeroCopy = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.lg};
`;

const HeroTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  line-height: 1.02;
  letter-spacing: ${({ theme }) => theme.letterSpacings.display};

  span {
    display: inline;
  }
`;

const HeroLead = styled.p`
  max-width: 560px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textSecondary};

  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const HeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;

  > * {
    flex: 1 1 auto;
  }

  ${({ theme }) => theme.media.tablet} {
    width: auto;

    > * {
      flex: 0 0 auto;
    }
  }
`;

const Proof = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.success};
  }
`;

const Closing = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.gradients.band}, ${({ theme }) => theme.colors.surface1};
  box-shadow: ${({ theme }) => theme.shadows.glowViolet};
  text-align: center;

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xxl}`};
  }
`;

const ClosingTitle = styled.h2`
  max-width: 720px;
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  letter-spacing: ${({ theme }) => theme.letterSpacings.display};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const ClosingLead = styled.p`
  max-width: 560px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textSecondary};
`;
