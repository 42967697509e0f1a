/**
 * The one completion module, shared with the server: the client uses it for live
 * feedback on unsaved values, so what a creator sees while typing is what the server will score.
 */
import { FIELD_LABELS, type CompletionField } from '../../../../graph/src/shared/profile-completion';

export {
  BIO_MIN_LENGTH,
  COMPLETION_THRESHOLD,
  computeCompletion,
  completionColor,
  EMPTY_PROFILE,
  FIELD_LABELS,
  IMPROVE_MATCHES_BELOW,
  isPromptDue,
  missingSummary,
  OPTIONAL_WEIGHTS,
  REQUIRED_WEIGHTS,
  TOTAL_WEIGHT,
  urgencyFor,
  type Completion,
  type CompletionField,
  type CompletionInput,
  type Urgency,
} from '../../../../graph/src/shared/profile-completion';

const isCompletionField = (name: string): name is CompletionField => Object.hasOwn(FIELD_LABELS, name);

/** The field names the API reports as missing, narrowed to the ones the shared module labels. */
export const asCompletionFields = (names: readonly string[]): CompletionField[] => names.filter(isCompletionField);

/** Every missing field of a completion, required first: what the prompts and checklists name. */
export const missingFields = (completion: { missingRequired: readonly string[]; missingOptional: readonly string[] }): CompletionField[] =>
  asCompletionFields([...completion.missingRequired, ...completion.missingOptional]);
