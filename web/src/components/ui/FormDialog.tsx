import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatCount } from '../format';
import { Icon, type IconName } from '../Icon';
import { Button } from './Button';
import { ModalFrame, useModalDialog } from './Modal';
import { Spinner } from './Spinner';
import { TextAreaField } from './TextAreaField';

type FormDialogProps = {
  open: boolean;
  /** Also called on Escape and on a click outside the panel. */
  onClose: () => void;
  /** The form, given the id its title takes; mounted afresh each time the dialog opens. */
  children: (titleId: string) => ReactNode;
};

/**
 * A modal that asks for a few fields and sends them, on the platform's <dialog> (focus kept
 * inside, Escape closes, focus given back). Its form starts empty each time it opens.
 */
export const FormDialog = ({ open, onClose, children }: FormDialogProps) => {
  const ref = useModalDialog(open);
  const titleId = useId();

  return (
    <ModalFrame
      ref={ref}
      $width={560}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open ? children(titleId) : null}
    </ModalFrame>
  );
};

type DialogFormProps = {
  titleId: string;
  /** The tile beside the title. */
  tile: ReactNode;
  title: ReactNode;
  intro: ReactNode;
  /** The server's refusal about no one field, shown above the buttons. */
  refusal: string | null;
  sending: boolean;
  submitIcon: IconName;
  submitLabel: string;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
  /** A form run by useFormState: its `form(onValid)` props, which then replace `onSubmit`. */
  formProps?: ComponentPropsWithRef<'form'>;
};

/** The form inside a {@link FormDialog}: a head with its title, the fields, a refusal, Cancel and the send button. */
export const DialogForm = ({
  titleId,
  tile,
  title,
  intro,
  refusal,
  sending,
  submitIcon,
  submitLabel,
  onSubmit,
  onClose,
  children,
  formProps,
}: DialogFormProps) => (
  <Form
    noValidate
    onSubmit={(event) => {
      event.preventDefault();
      onSubmit();
    }}
    {...formProps}
  >
    <Head>
      {tile}
      <div>
        <Title id={titleId}>{title}</Title>
        <Intro>{intro}</Intro>
      </div>
    </Head>

    {children}

    {refusal ? <Refusal role="alert">{refusal}</Refusal> : null}

    <Actions>
      <Button type="button" $variant="secondary" onClick={onClose}>
        Cancel
      </Button>
      <Button type="submit" disabled={sending}>
        {sending ? <Spinner $size="sm" /> : <Icon name={submitIcon} size={18} />}
        {submitLabel}
      </Button>
    </Actions>
  </Form>
);

type CountedTextAreaProps = Omit<Parameters<typeof TextAreaField>[0], 'status' | 'value' | 'maxLength'> & { value: string; maxLength: number };

/** A text area that counts its characters against its limit under it. */
export const CountedTextArea = (props: CountedTextAreaProps) => (
  <TextAreaField {...props} status={`${formatCount(props.value.length)} / ${formatCount(props.maxLength)} characters`} />
);

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
`;

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

const Intro = styled.p`
  margin-top: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Refusal = styled.p`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.dangerBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  /* On a phone the two buttons share the row, or each takes a whole one, never a ragged edge. */
  > * {
    flex: 1 1 auto;
  }

  ${({ theme }) => theme.media.tablet} {
    > * {
      flex: 0 0 auto;
    }
  }
`;
