import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Page } from '../ui/Page';
import { PageHeader } from '../ui/PageHeader';

export type LegalSection = {
  /** Anchor for the table of contents and for links such as /privacy#cookies. */
  id: string;
  title: string;
  body: ReactNode;
};

type LegalDocumentProps = {
  title: string;
  updated: string;
  summary: ReactNode;
  sections: readonly LegalSection[];
  /** Shown after the last section: how to reach us. */
  footer?: ReactNode;
};

/**
 * A long policy text that stays readable: a short plain-language summary, a table of contents
 * (beside the text on wide screens, above it on phones) and numbered sections at a comfortable
 * line length.
 */
export const LegalDocument = ({ title, updated, summary, sections, footer }: LegalDocumentProps) => (
  <Page>
    <Intro>
      <PageHeader eyebrow="Legal" title={title} meta={updated} />
      <Summary>{summary}</Summary>
    </Intro>
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
      <Body>
        {sections.map((section, index) => (
          <Section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`}>
              <SectionNumber aria-hidden="true">{index + 1}.</SectionNumber> {section.title}
            </h2>
            {section.body}
          </Section>
        ))}
        {footer}
      </Body>
    </Layout>
  </Page>
);

const Intro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 760px;
`;

const Summary = styled.div`
  margin-top: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.gradients.band}, ${({ theme }) => theme.colors.surface1};
  color: ${({ theme }) => theme.colors.textSecondary};

  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    margin-top: ${({ theme }) => theme.space.sm};
    padding-left: ${({ theme }) => theme.space.lg};
  }

  strong {
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 240px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xxl};
    align-items: start;
  }
`;

const Toc = styled.nav`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface1};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${({ theme }) => theme.media.desktop} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space.lg});
  }

  ol {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    padding-left: ${({ theme }) => theme.space.lg};
  }

  li::marker {
    color: ${({ theme }) => theme.colors.textFaint};
  }

  a {
    color: ${({ theme }) => theme.colors.textSecondary};

    &:hover {
      color: ${({ theme }) => theme.colors.textPrimary};
      text-decoration: underline;
    }
  }
`;

const TocTitle = styled.p`
  margin-bottom: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxl};
  /* About 70 characters a line: long enough for legal prose, short enough to read. */
  max-width: 72ch;
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  scroll-margin-top: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space.lg});
  color: ${({ theme }) => theme.colors.textSecondary};

  h2 {
    margin-bottom: ${({ theme }) => theme.space.xxs};
    color: ${({ theme }) => theme.colors.textPrimary};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }

  h3 {
    margin-top: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textPrimary};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    padding-left: ${({ theme }) => theme.space.lg};
  }

  li::marker {
    color: ${({ theme }) => theme.colors.accent};
  }

  strong {
    color: ${({ theme }) => theme.colors.textPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  a {
    color: ${({ theme }) => theme.colors.accentHover};
    text-decoration: underline;
    text-underline-offset: 2px;
  }

  code {
    padding: 1px 6px;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface2};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.9em;
  }
`;

const SectionNumber = styled.span`
  color: ${({ theme }) => theme.colors.accentHover};
`;
