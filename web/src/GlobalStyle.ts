import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }

  * {
    margin: 0;
  }

  html {
    color-scheme: dark;
    background: ${({ theme }) => theme.colors.background};
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: ${({ theme }) => theme.layout.navHeight};
  }

  body {
    min-height: 100vh;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.body};
    color: ${({ theme }) => theme.colors.textPrimary};
    background: ${({ theme }) => theme.gradients.pageGlow}, ${({ theme }) => theme.colors.background};
    background-repeat: no-repeat;
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
    text-rendering: optimizeLegibility;
  }

  #root {
    isolation: isolate;
    min-height: 100vh;
  }

  img, picture, svg, video {
    display: block;
    max-width: 100%;
  }

  /* Icons sit in flex rows beside wrapping text; they keep their size. */
  svg {
    flex-shrink: 0;
  }

  input, button, textarea, select {
    font: inherit;
    color: inherit;
  }

  button {
    cursor: pointer;
  }

  button:disabled {
    cursor: not-allowed;
  }

  a {
    color: inherit;
    text-decoration: none;
  }

  h1, h2, h3, h4, p {
    overflow-wrap: break-word;
  }

  h1, h2, h3, h4 {
    line-height: ${({ theme }) => theme.lineHeights.snug};
    letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  }

  ul[role='list'], ol[role='list'] {
    list-style: none;
    padding: 0;
  }

  ::selection {
    background: ${({ theme }) => theme.colors.selection};
  }

  :focus {
    outline: none;
  }

  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 3px;
  }

  @media (prefers-reduced-motion: reduce) {
    html {
      scroll-behavior: auto;
    }

    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
