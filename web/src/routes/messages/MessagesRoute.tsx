import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Page } from '../../components/ui/Page';
import { ConversationPane, NoConversation } from './ConversationPane';
import { InboxPane } from './InboxPane';

/**
 * /messages and /messages/:id: the inbox beside the open conversation on a laptop; on a phone one
 * or the other (the conversation has a way back).
 */
export const MessagesRoute = () => {
  const { id } = useParams();
  return (
    <Wide>
      <title>Messages · SoundBoard</title>
      <Layout $open={Boolean(id)}>
        <InboxPane activeId={id} />
        {id ? <ConversationPane key={id} id={id} /> : <NoConversation />}
      </Layout>
    </Wide>
  );
};

const Wide = styled(Page)`
  padding-top: ${({ theme }) => theme.space.lg};
  padding-bottom: ${({ theme }) => theme.space.lg};
`;

const Layout = styled.div<{ $open: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  /* On a phone the panel ends above the floating assistant button, which would cover Send. */
  height: calc(100dvh - ${({ theme }) => theme.layout.navHeight} - 2 * ${({ theme }) => theme.space.lg} - 72px);
  min-height: 480px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface1};

  /* A phone shows the inbox, or the open conversation. */
  > :first-child {
    display: ${({ $open }) => ($open ? 'none' : 'flex')};
  }

  > :last-child {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
  }

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(280px, 360px) minmax(0, 1fr);
    height: calc(100dvh - ${({ theme }) => theme.layout.navHeight} - 2 * ${({ theme }) => theme.space.lg});

    > :first-child,
    > :last-child {
      display: flex;
    }

    > :first-child {
      border-right: 1px solid ${({ theme }) => theme.colors.border};
    }
  }
`;
