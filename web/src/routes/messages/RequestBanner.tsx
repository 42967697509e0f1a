import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../components/ui/Button';
import { useAcceptMessageRequestMutation, useDeclineMessageRequestMutation } from '../../mutations/useMessageMutations';
import { toast } from '../../stores/toastStore';

type Props = { conversationId: string; name: string; onAccepted: () => void };

/** A message request from someone the viewer is not connected with: accept to reply, or decline (they are not told). */
export const RequestBanner = ({ conversationId, name, onAccepted }: Props) => {
  const navigate = useNavigate();
  const accept = useAcceptMessageRequestMutation();
  const decline = useDeclineMessageRequestMutation();
  return (
    <RequestBar>
      <p>
        <strong>{name}</strong> wants to message you. You are not connected: accept to reply, or decline and they are not told.
      </p>
      <div>
        <Button
          type="button"
          $size="sm"
          onClick={async () => {
            await accept(conversationId);
            onAccepted();
          }}
        >
          Accept
        </Button>
        <Button
          type="button"
          $size="sm"
          $variant="secondary"
          onClick={async () => {
            await decline(conversationId);
            toast({ title: 'Request declined' });
            void navigate('/messages');
          }}
        >
          Decline
        </Button>
      </div>
    </RequestBar>
  );
};

const RequestBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  background: ${({ theme }) => theme.colors.secondarySoft};

  p {
    flex: 1 1 260px;
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  div {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
  }
`;
