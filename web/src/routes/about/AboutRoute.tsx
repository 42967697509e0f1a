import styled from 'styled-components';
import { FeatureCard } from '../../components/FeatureCard';
import { Icon } from '../../components/Icon';
import { NextStepCard } from '../../components/NextStepCard';
import { ButtonLink } from '../../components/ui/Button';
import { GradientText, IconTile } from '../../components/ui/Card';
import { CardGrid, Page, PageSection, SectionTitle } from '../../components/ui/Page';
import { PageHeader } from '../../components/ui/PageHeader';
import { MarketingStats } from '../../components/MarketingStats';
import { offerings, steps, values } from './aboutContent';

export const AboutRoute = () => (
  <Page>
    <title>About · SoundBoard</title>
    <PageHeader
      eyebrow="About SoundBoard"
      title={
        <>
          Built for the <GradientText>Creators</GradientText> Behind the Music
        </>
      }
      intro="SoundBoard is a networking platform where artists and producers meet verified music-industry brands, each other and the resources that move a career forward, with MatchMade AI pointing the way."
      actions={
        <>
          <ButtonLink to="/signup">
            Get Started
            <Icon name="arrowRight" size={18} />
          </ButtonLink>
          <ButtonLink to="/brands" $variant="secondary">
            Explore Brands
          </ButtonLink>
        </>
      }
    />

    <MarketingStats />

    <Mission aria-labelledby="about-mission">
      <MissionText>
        <SectionTitle id="about-mission">Our mission</SectionTitle>
        <Lead>
          Talent is everywhere in music. Access is not. The right distributor, the right studio, the right collaborator is usually one introduction away, and
          that introduction tends to go to whoever already knows someone.
        </Lead>
        <p>
          We built SoundBoard to change that. One profile tells the industry who you are, what you make and what you need next. From there, MatchMade AI does
          the legwork: it reads your genres, skills, career stage and goals, and puts the brands, resources and people that fit in front of you, each with the
          reason why.
        </p>
        <p>Whether you are finishing your first EP or planning your fifth tour, SoundBoard is where your next partnership starts.</p>
      </MissionText>
      <MissionCard>
        <IconTile $tone="secondary">
          <Icon name="sparkles" size={22} />
        </IconTile>
        <Quote>“Every creator deserves the introductions that used to depend on who you knew.”</Quote>
        <QuoteSource>The SoundBoard team</QuoteSource>
      </MissionCard>
    </Mission>

    <PageSection aria-labelledby="about-offers">
      <SectionTitle id="about-offers">What SoundBoard offers</SectionTitle>
      <CardGrid $min="300px">
        {offerings.map((offer) => (
          <FeatureCard key={offer.title} icon={offer.icon} title={offer.title} tone={offer.tone}>
            {offer.text}
          </FeatureCard>
        ))}
      </CardGrid>
    </PageSection>

    <PageSection aria-labelledby="about-steps">
      <SectionTitle id="about-steps">How it works</SectionTitle>
      <Steps>
        {steps.map((step, index) => (
          <Step key={step.title}>
            <StepNumber aria-hidden="true">{index + 1}</StepNumber>
            <StepTitle>{step.title}</StepTitle>
            <StepText>{step.text}</StepText>
          </Step>
        ))}
      </Steps>
    </PageSection>

    <PageSection aria-labelledby="about-values">
      <SectionTitle id="about-values">What we stand for</SectionTitle>
      <CardGrid $min="240px">
        {values.map((value) => (
          <Value key={value.title}>
            <Icon name={value.icon} size={22} />
            <ValueTitle>{value.title}</ValueTitle>
            <ValueText>{value.text}</ValueText>
          </Value>
        ))}
      </CardGrid>
    </PageSection>

    <NextStepCard
      icon="users"
      title="Join 2,500+ active creators"
      description="Set up your profile in a few minutes and let MatchMade AI find your first brands, resources and collaborators."
      action={
        <CtaActions>
          <ButtonLink to="/signup">
            Get Started Free
            <Icon name="arrowRight" size={18} />
          </ButtonLink>
          <ButtonLink to="/brands" $variant="ghost">
            Partner with Us
          </ButtonLink>
        </CtaActions>
      }
    />
  </Page>
);

const Mission = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 1.4fr 1fr;
    align-items: center;
    gap: ${({ theme }) => theme.space.xxl};
  }
`;

const MissionText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: 680px;

  p {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};

  && {
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;

const MissionCard = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.gradients.band}, ${({ theme }) => theme.colors.surface1};
  box-shadow: ${({ theme }) => theme.shadows.glowViolet};
`;

const Quote = styled.blockquote`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const QuoteSource = styled.figcaption`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, 1fr);
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const Step = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  border-top: 2px solid ${({ theme }) => theme.colors.borderAccent};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.gradients.surface};
`;

const StepNumber = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${({ theme }) => theme.gradients.accent};
  color: ${({ theme }) => theme.colors.textOnAccent};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StepTitle = styled.h3`
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StepText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Value = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.backgroundRaised};

  svg {
    color: ${({ theme }) => theme.colors.accentHover};
  }
`;

const ValueTitle = styled.h3`
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const ValueText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const CtaActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;
