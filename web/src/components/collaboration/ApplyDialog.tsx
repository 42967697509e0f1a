import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { APPLICATION_LIMITS } from '../../../../graph/src/shared/limits';
import { webUrlProblem } from '../../../../graph/src/shared/urls';
import { useApplyToBriefMutation } from '../../mutations/useApplyToBriefMutation';
import { useFormState, type FieldErrors } from '../form/useFormState';
import { formatCount } from '../format';
import { Icon } from '../Icon';
import { Button } from '../ui/Button';
import { FieldError } from '../ui/fieldParts';
import { CountedTextArea, DialogForm, FormDialog } from '../ui/FormDialog';
import { TextField } from '../ui/TextField';
import { AllowanceNote } from './AllowanceNote';
import { compensationLabel } from './briefWords';

type ApplyBrief = {
  id: string;
  title: string;
  questions: readonly string[];
  compensation: Parameters<typeof compensationLabel>[0];
};

type ApplyDialogProps = {
  open: boolean;
  brief: ApplyBrief;
  allowance: { remaining: number; resetsAt: string } | null;
  /** Also called on Escape, on a click outside the panel and after the application is sent. */
  onClose: () => void;
};

/**
 * Applying to a brief: a pitch (at most 1,500 characters, counted as one types), up to three links
 * to one's work and one answer per screening question, with the week's allowance in view. The
 * server's refusals show at their field, or above the buttons when they concern no one field.
 */
export const ApplyDialog = ({ open, brief, allowance, onClose }: ApplyDialogProps) => (
  <FormDialog open={open} onClose={onClose}>
    {(titleId) => <ApplyForm titleId={titleId} brief={brief} allowance={allowance} onClose={onClose} />}
  </FormDialog>
);

type Values = { pitch: string; links: string[]; answers: string[] };

const validate = (values: Values): FieldErrors<string> => {
  const errors: FieldErrors<string> = {};
  if (!values.pitch.trim()) errors.pitch = 'Write a pitch: what you would bring to this brief';
  else if (values.pitch.length > APPLICATION_LIMITS.pitch) errors.pitch = `At most ${formatCount(APPLICATION_LIMITS.pitch)} characters`;
  values.links.forEach((link, i) => {
    const problem = link.trim() ? webUrlProblem(link.trim(), { label: 'A link' }) : null;
    if (problem) errors[`link-${i}`] = problem;
  });
  values.answers.forEach((answer, i) => {
    if (!answer.trim()) errors[`answer-${i}`] = 'Answer this question';
  });
  return errors;
};

type ApplyFormProps = Omit<ApplyDialogProps, 'open'> & { titleId: string };

const ApplyForm = ({ titleId, brief, allowance, onClose }: ApplyFormProps) => {
  const { apply, sending } = useApplyToBriefMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { values, set, errorFor, form, setServerErrors } = useFormState<Values, string>(
    () => ({ pitch: '', links: [''], answers: brief.questions.map(() => '') }),
    validate,
    { showErrors: 'submitted' },
  );
  const noneLeft = allowance?.remaining === 0;

  const onValid = useCallback(
    async (current: Values) => {
      setRefusal(null);
      const failed = await apply(
        brief.id,
        { pitch: current.pitch.trim(), links: current.links.map((l) => l.trim()).filter(Boolean), answers: current.answers.map((a) => a.trim()) },
        brief.title,
      );
      if (!failed) {
        onClose();
        return;
      }
      setServerErrors(failed.fields);
      // A refusal about no one field (the weekly allowance, a brief that just closed) shows above the buttons.
      if (!['pitch', 'links', 'answers'].some((field) => field in failed.fields)) setRefusal(failed.message);
    },
    [apply, brief.id, brief.title, onClose, setServerErrors],
  );

  const setAt = (key: 'links' | 'answers', index: number, value: string) =>
    set(
      key,
      values[key].map((v, i) => (i === index ? value : v)),
    );

  return (
    <DialogForm
      titleId={titleId}
      formProps={form(onValid)}
      tile={
        <Tile aria-hidden="true">
          <Icon name="send" size={20} />
        </Tile>
      }
      title={<>Apply to “{brief.title}”</>}
      intro={
        <>
          Pays <strong>{compensationLabel(brief.compensation)}</strong>. The poster reads your pitch with your profile.
        </>
      }
      refusal={refusal ?? (noneLeft ? 'You have used this week’s applications. You can apply again when your allowance resets.' : null)}
      sending={sending}
      submitIcon="send"
      submitLabel="Send application"
      onSubmit={() => undefined}
      onClose={onClose}
    >
      {allowance ? <AllowanceNote allowance={allowance} /> : null}
      <CountedTextArea
        label="Your pitch"
        name="pitch"
        rows={6}
        maxLength={APPLICATION_LIMITS.pitch}
        placeholder="What you would bring, what you have done that is like it, and when you could deliver"
        value={values.pitch}
        error={errorFor('pitch')}
        onChange={(event) => set('pitch', event.target.value)}
      />

      <Group aria-describedby={errorFor('links') ? `${titleId}-links-error` : undefined}>
        <Legend>
          Links to your work <Muted>(optional, up to {APPLICATION_LIMITS.links})</Muted>
        </Legend>
        {values.links.map((link, i) => (
          <TextField
            key={i}
            label={`Link ${i + 1}`}
            name={`link-${i}`}
            type="url"
            inputMode="url"
            placeholder="https://soundcloud.com/you/track"
            maxLength={APPLICATION_LIMITS.linkLength}
            value={link}
            error={errorFor(`link-${i}`)}
            onChange={(event) => setAt('links', i, event.target.value)}
          />
        ))}
        {values.links.length < APPLICATION_LIMITS.links ? (
          <AddLink type="button" $variant="ghost" $size="sm" onClick={() => set('links', [...values.links, ''])}>
            <Icon name="plus" size={16} />
            Add a link
          </AddLink>
        ) : null}
        {errorFor('links') ? <FieldError id={`${titleId}-links-error`}>{errorFor('links')}</FieldError> : null}
      </Group>

      {brief.questions.length > 0 ? (
        <Group aria-describedby={errorFor('answers') ? `${titleId}-answers-error` : undefined}>
          <Legend>The poster asks</Legend>
          {brief.questions.map((question, i) => (
            <CountedTextArea
              key={question}
              label={question}
              name={`answer-${i}`}
              rows={2}
              maxLength={APPLICATION_LIMITS.answer}
              value={values.answers[i] ?? ''}
              error={errorFor(`answer-${i}`)}
              onChange={(event) => setAt('answers', i, event.target.value)}
            />
          ))}
          {errorFor('answers') ? <FieldError id={`${titleId}-answers-error`}>{errorFor('answers')}</FieldError> : null}
        </Group>
      ) : null}
    </DialogForm>
  );
};

const Tile = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  flex-shrink: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentHover};
`;

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.xs};
  padding: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const AddLink = styled(Button)`
  align-self: flex-start;
`;
