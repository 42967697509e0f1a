import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { App } from './App';
import { AuthProvider } from './auth/AuthProvider';
import { GlobalStyle } from './GlobalStyle';
import { theme } from './theme';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const root = createRoot(container);

// A transition: React renders the first screen in slices of a few milliseconds instead of one long
// task, so the page answers input while it starts (Lighthouse's total blocking time).
startTransition(() => {
  root.render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {/* No ApolloProvider here: GraphQL pages bring their own (apollo/lazyApollo.tsx). */}
        <AuthProvider>
          <App />
        </AuthProvider>
      </ThemeProvider>
    </StrictMode>,
  );
});
