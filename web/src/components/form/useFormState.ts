import { useCallback, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

type Values = Record<string, unknown>;
export type FieldErrors<E extends string> = Partial<Record<E, string>>;

/** The names of the fields that hold one text. */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;
/** The names of the fields that hold a list of texts (tags, chips). */
type ListKey<V> = { [K in keyof V]: V[K] extends string[] ? K : never }[keyof V] & string;

type FormOptions<V extends Values, E extends string> = {
  /**
   * When our own checks show: `edited` (the default) once a field was edited and left, or after a
   * submit attempt; `submitted` only after a submit attempt, then as the person types.
   */
  showErrors?: 'edited' | 'submitted';
  /** The error a change of a value answers, when it is not the value's own name. */
  errorsOf?: Partial<Record<keyof V, readonly E[]>>;
  /**
   * Forms whose controls carry ids: each field's control id, and the order in which the first
   * field in error takes the focus. Without it, the first control in page order whose name has an
   * error takes it.
   */
  controls?: { idOf: (field: string) => string; order: readonly E[] };
};

const hasError = (errors: Partial<Record<string, string>>) => Object.values(errors).some(Boolean);

/** The first control of `form`, in page order, whose name has an error. */
const firstControlWithError = (form: HTMLFormElement | null, errors: Partial<Record<string, string>>) =>
  Array.from(form?.elements ?? []).find(
    (element): element is HTMLInputElement =>
      element instanceof HTMLElement && 'name' in element && typeof element.name === 'string' && Boolean(errors[element.name]),
  );

/** The control to focus for a field with this id: its input, or a chip group's first choice. */
const controlById = (id: string) => {
  const element = document.getElementById(id);
  return element instanceof HTMLFieldSetElement ? element.querySelector('input') : element;
};

/**
 * Form values with inline validation: our check of a field shows after the moment `showErrors`
 * names; a server's error for a field shows until that field is edited again, and a submit goes
 * through only when every check passes, else the first field in error takes the focus. Our checks
 * replace the browser's (`noValidate`), so messages look and read the same everywhere.
 */
export function useFormState<V extends Values, E extends string = keyof V & string>(
  initial: V | (() => V),
  validate: (values: V) => FieldErrors<E>,
  { showErrors = 'edited', errorsOf, controls }: FormOptions<V, E> = {},
) {
  const [start, setStart] = useState<V>(initial);
  const [values, setValues] = useState<V>(start);
  const [dirty, setDirty] = useState<Partial<Record<string, boolean>>>({});
  const [visited, setVisited] = useState<Partial<Record<string, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrorsState] = useState<Partial<Record<string, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);

  const clientErrors: Partial<Record<string, string>> = useMemo(() => validate(values), [validate, values]);

  const focusFirstError = useCallback(
    (errors: Partial<Record<string, string>>) => {
      if (!controls) return firstControlWithError(formRef.current, errors)?.focus();
      const first = controls.order.find((name) => errors[name]);
      if (first) controlById(controls.idOf(first))?.focus();
    },
    [controls],
  );

  const errorFor = (name: E): string | undefined => {
    const shown = submitted || (showErrors === 'edited' && dirty[name] && visited[name]);
    return serverErrors[name] || (shown && clientErrors[name]) || undefined;
  };

  /** Changes one value; the server's message about what was there before goes. */
  const set = <K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setDirty((current) => (current[name] ? current : { ...current, [name]: true }));
    const answered: readonly string[] = errorsOf?.[name] ?? [name];
    setServerErrorsState((current) => {
      if (!answered.some((key) => key in current)) return current;
      const rest = { ...current };
      for (const key of answered) delete rest[key];
      return rest;
    });
  };

  /** Props for a text input, textarea or select. */
  const field = <K extends TextKey<V>>(name: K) => ({
    id: controls?.idOf(name),
    name,
    value: values[name] as string,
    error: errorFor(name as string as E),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => set(name, event.target.value as V[K]),
    onBlur: () => setVisited((current) => (current[name] ? current : { ...current, [name]: true })),
  });

  /** Props for a list of texts: tags or chips (which need an id: the field's name without `controls`). */
  const list = <K extends ListKey<V>>(name: K) => ({
    id: controls?.idOf(name) ?? name,
    values: values[name] as string[],
    error: errorFor(name as string as E),
    onChange: (next: string[]) => set(name, next as V[K]),
  });

  /** Shows a server's per-field messages under their fields and focuses the first of them. */
  const setServerErrors = useCallback(
    (errors: FieldErrors<E>) => {
      setServerErrorsState(errors);
      focusFirstError(errors);
    },
    [focusFirstError],
  );

  /** Shows one more server message at its field, such as a failed upload's, without moving the focus. */
  const addServerError = (name: E, message: string) => setServerErrorsState((current) => ({ ...current, [name]: message }));

  /** What was saved is the new starting point: checks wait for the next submit again. */
  const saved = () => {
    setStart(values);
    setSubmitted(false);
  };

  /** Props for the <form>: submits through `onValid` only when every field passes. */
  const form = (onValid: (values: V) => unknown) => ({
    ref: formRef,
    noValidate: true,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitted(true);
      if (hasError(clientErrors)) {
        focusFirstError(clientErrors);
        return;
      }
      void onValid(values);
    },
  });

  return { values, initial: start, field, list, set, errorFor, form, setServerErrors, addServerError, saved };
}
