import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { createApolloClient } from './apollo/client';
import { App } from './App';
import { AuthProvider } from './auth/AuthProvider';
import { GlobalStyle } from './GlobalStyle';
import { theme } from './theme';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const client = createApolloClient();

createRoot(container).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ApolloProvider client={client}>
        <AuthProvider>
          <App />
        </AuthProvider>
      </ApolloProvider>
    </ThemeProvider>
  </StrictMode>,
);
