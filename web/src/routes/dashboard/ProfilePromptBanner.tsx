import { useState } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { Icon, type IconName } from '../../components/Icon';
import { missingFields, missingSummary, urgencyFor, type Urgency } from '../../components/profile/completion';
import { ButtonLink } from '../../components/ui/Button';
import { graphql } from '../../gql';
import type { ProfilePromptBanner_CompletionFragment } from '../../gql/graphql';
import { useDismissProfilePromptMutation } from '../../mutations/useDismissProfilePromptMutation';

export const ProfilePromptBanner_completion = graphql(`
  fragment ProfilePromptBanner_completion on ProfileCompletion {
    percent
    promptDue
    missingRequired
    missingOptional
  }
`);

type Tier = {
  title: string;
  body: (percent: number) => string;
  action: { label: string; to: string };
  icon: IconName;
  tone: (theme: DefaultTheme) => { color: string; soft: string };
};

/** Urgency tiers: below 50 high, below 70 medium, below 85 low, otherwise 'Perfect Your Profile'. */
const TIERS: Record<Urgency, Tier> = {
  high: {
    title: 'Complete Your Profile',
    body: (p) => `Your profile is only ${p}% complete. MatchMade AI needs the basics before it can match you with resources.`,
    action: { label: 'Complete Profile', to: '/profile-setup' },
    icon: 'alert',
    tone: (theme) => ({ color: theme.colors.danger, soft: theme.colors.dangerSoft }),
  },
  medium: {
    title: 'Your Profile Is Almost There',
    body: (p) => `You are at ${p}%. A few more details unlock sharper resource matches.`,
    action: { label: 'Finish Your Profile', to: '/profile-settings' },
    icon: 'target',
    tone: (theme) => ({ color: theme.colors.caution, soft: theme.colors.cautionSoft }),
  },
  low: {
    title: 'Stand Out to Brands',
    body: (p) => `Your profile is ${p}% complete. Fill in the rest so brands and collaborators see the full picture.`,
    action: { label: 'Update Profile', to: '/profile-settings' },
    icon: 'sparkles',
    tone: (theme) => ({ color: theme.colors.warning, soft: theme.colors.warningSoft }),
  },
  perfect: {
    title: 'Perfect Your Profile',
    body: (p) => `You are at ${p}%: a few finishing touches take your profile to 100%.`,
    action: { label: 'Add Finishing Touches', to: '/profile-settings' },
    icon: 'check',
    tone: (theme) => ({ color: theme.colors.success, soft: theme.colors.successSoft }),
  },
};

type ProfilePromptBannerProps = {
  completion: ProfilePromptBanner_CompletionFragment;
};

/**
 * The profile-completion prompt: shown while the server says it is due, never
 * at 100%; its copy follows the urgency tier, and dismissing stores the time on the server.
 */
export const ProfilePromptBanner = ({ completion }: ProfilePromptBannerProps) => {
  const [dismissed, setDismissed] = useState(false);
  const { dismiss, dismissing } = useDismissProfilePromptMutation();
  const { percent } = completion;
  // Below 50% the prompt is due again at once, so hiding it on this page is ours to do.
  if (dismissed || !completion.promptDue || percent >= 100) return null;

  const urgency = urgencyFor(percent);
  const tier = TIERS[urgency];
  const missing = missingFields(completion);

  return (
    <Banner $tone={tier.tone} aria-labelledby="profile-prompt-title" data-urgency={urgency} data-testid="profile-prompt">
      <IconBadge $tone={tier.tone} aria-hidden="true">
        <Icon name={tier.icon} size={22} />
      </IconBadge>
      <Text>
        <Title id="profile-prompt-title">{tier.title}</Title>
        <p>{tier.body(percent)}</p>
        {missing.length > 0 ? (
          <Missing>
            <span>Missing:</span> {missingSummary(missing)}
          </Missing>
        ) : null}
      </Text>
      <Actions>
        <ButtonLink to={tier.action.to} $size="sm">
          {tier.action.label}
        </ButtonLink>
      </Actions>
      <Dismiss
        type="button"
        aria-label="Dismiss profile reminder"
        title="Dismiss"
        disabled={dismissing}
        onClick={() => {
          setDismissed(true);
          void dismiss().then((ok) => {
            if (!ok) setDismissed(false);
          });
        }}
      >
        <Icon name="close" size={18} />
      </Dismiss>
    </Banner>
  );
};

type ToneProp = { $tone: Tier['tone'] };

const Banner = styled.section<ToneProp>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xxl} ${theme.space.lg} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.gradients.band}, ${({ theme }) => theme.colors.surface1};
  overflow: hidden;

  /* A stripe in the tier's colour along the leading edge. */
  &::before {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    width: 4px;
    background: ${({ theme, $tone }) => $tone(theme).color};
  }

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    align-items: center;
    gap: ${({ theme }) => theme.space.lg};
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xxxl} ${theme.space.lg} ${theme.space.xl}`};
  }
`;

const IconBadge = styled.span<ToneProp>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  flex-shrink: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  ${({ theme, $tone }) => css`
    color: ${$tone(theme).color};
    background: ${$tone(theme).soft};
  `}
`;

const Text = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;

  p {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Missing = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};

  && {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  span {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const Actions = styled.div`
  flex-shrink: 0;
`;

const Dismiss = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surface3};
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;
