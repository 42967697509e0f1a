import { useState, type DragEvent } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon';
import { Button } from '../ui/Button';
import { FileButton } from '../ui/FileButton';
import { FieldError } from '../ui/fieldParts';
import { controlId } from './profileForm';
import type { ProfileForm } from './useProfileForm';
import { AvatarLetter } from '../layout/Avatar';

type PictureFieldProps = {
  form: ProfileForm;
  /** Shown when there is no picture (the avatar's fallback letter). */
  fallbackLetter: string;
  /** The button that stores the change, named in the pending-change note. */
  saveLabel: string;
};

/**
 * The profile picture: a preview of what will show, and buttons to choose (or drop) a file, undo
 * the choice or remove the saved picture. Nothing is sent until the form is saved.
 */
export const PictureField = ({ form, fallbackLetter, saveLabel }: PictureFieldProps) => {
  const [dragging, setDragging] = useState(false);
  const { picture, pictureUrl, savedPictureUrl } = form;
  const id = controlId('picture');
  const error = form.errorFor('picture');
  const errorId = error ? `${id}-error` : undefined;

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) form.choosePicture(file);
  };

  const note =
    picture.kind === 'upload'
      ? `New picture chosen: it is uploaded when you press ${saveLabel}.`
      : picture.kind === 'remove'
        ? `Your picture will be removed when you press ${saveLabel}.`
        : 'JPEG, PNG or WebP, up to 5 MB. It is cropped to a square.';

  return (
    <Wrapper
      $dragging={dragging}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <Preview $pending={picture.kind !== 'keep'}>
        {pictureUrl ? <img src={pictureUrl} alt="Your profile picture" /> : <AvatarLetter letter={fallbackLetter} size={106} />}
      </Preview>
      <Body>
        <Title>
          Profile picture <Optional>(optional)</Optional>
        </Title>
        <Note id={`${id}-note`} $pending={picture.kind !== 'keep'}>
          {note}
        </Note>
        <Actions>
          <FileButton
            id={id}
            accept="image/jpeg,image/png,image/webp"
            aria-describedby={[errorId, `${id}-note`].filter(Boolean).join(' ')}
            aria-invalid={error ? true : undefined}
            onFile={form.choosePicture}
          >
            {pictureUrl ? 'Change picture' : 'Upload picture'}
          </FileButton>
          {picture.kind === 'upload' ? (
            <Button type="button" $variant="ghost" $size="sm" onClick={form.keepPicture}>
              Cancel
            </Button>
          ) : null}
          {picture.kind === 'keep' && savedPictureUrl ? (
            <Button type="button" $variant="ghost" $size="sm" onClick={form.removePicture}>
              <Icon name="trash" size={16} />
              Remove
            </Button>
          ) : null}
          {picture.kind === 'remove' ? (
            <Button type="button" $variant="ghost" $size="sm" onClick={form.keepPicture}>
              Undo
            </Button>
          ) : null}
        </Actions>
        {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      </Body>
    </Wrapper>
  );
};

const Wrapper = styled.div<{ $dragging: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme, $dragging }) => ($dragging ? theme.colors.accent : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $dragging }) => ($dragging ? theme.colors.accentSoft : theme.colors.backgroundRaised)};
  transition:
    border-color ${({ theme }) => theme.transitions.base},
    background ${({ theme }) => theme.transitions.base};

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    align-items: center;
  }
`;

const Preview = styled.div<{ $pending: boolean }>`
  position: relative;
  width: 112px;
  height: 112px;
  flex-shrink: 0;
  border-radius: 50%;
  padding: 3px;
  background: ${({ theme, $pending }) => ($pending ? theme.gradients.accent : theme.colors.borderStrong)};

  img {
    width: 100%;
    height: 100%;
    border-radius: 50%;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surface2};
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Title = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Optional = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textFaint};
`;

const Note = styled.p<{ $pending: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $pending }) => ($pending ? theme.colors.accentHover : theme.colors.textMuted)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.xxs};
`;
