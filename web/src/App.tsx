import { RouterProvider } from 'react-router-dom';
import { useAuth } from './auth/authContext';
import { ChatProvider } from './components/chat/ChatProvider';
import { ChatWidget } from './components/chat/ChatWidget';
import { LoadingScreen } from './components/LoadingScreen';
import { Toaster } from './components/toast/Toaster';
import { router } from './routes/router';

/** Holds the whole app behind the session check, so no page renders for the wrong visitor. */
export const App = () => {
  const auth = useAuth();
  return (
    <ChatProvider>
      {auth.status === 'loading' ? <LoadingScreen /> : <RouterProvider router={router} />}
      {auth.status !== 'loading' && <ChatWidget navigate={(path) => void router.navigate(path)} />}
      <Toaster />
    </ChatProvider>
  );
};
