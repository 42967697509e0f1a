import { useCallback, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

type Values = Record<string, string>;
export type FieldErrors<V extends Values> = Partial<Record<keyof V, string>>;

/** The first control of `form`, in page order, whose name has an error. */
const firstControlWithError = (form: HTMLFormElement | null, errors: Record<string, unknown>) =>
  Array.from(form?.elements ?? []).find(
    (element): element is HTMLInputElement =>
      element instanceof HTMLElement && 'name' in element && typeof element.name === 'string' && errors[element.name] !== undefined,
  );

/**
 * Form values with inline validation: a field's own error shows once it was edited and left, or
 * after a submit attempt; a server's error for a field shows until that field is edited again.
 * Our checks replace the browser's (`noValidate`), so messages look and read the same everywhere.
 */
export function useFormState<V extends Values>(initial: V, validate: (values: V) => FieldErrors<V>) {
  const [values, setValues] = useState<V>(initial);
  const [dirty, setDirty] = useState<Partial<Record<keyof V, boolean>>>({});
  const [visited, setVisited] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrorsState] = useState<FieldErrors<V>>({});
  const [fieldNames] = useState(() => new Set(Object.keys(initial)));
  const formRef = useRef<HTMLFormElement>(null);

  const clientErrors = useMemo(() => validate(values), [validate, values]);

  const errorFor = (name: keyof V): string | undefined =>
    ((submitted || (dirty[name] && visited[name])) && clientErrors[name]) || serverErrors[name] || undefined;

  const field = <K extends keyof V & string>(name: K) => ({
    name,
    value: values[name],
    error: errorFor(name),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      setDirty((current) => (current[name] ? current : { ...current, [name]: true }));
      setServerErrorsState((current) => {
        if (!(name in current)) return current;
        const rest = { ...current };
        delete rest[name];
        return rest;
      });
    },
    onBlur: () => setVisited((current) => (current[name] ? current : { ...current, [name]: true })),
  });

  /** Shows a server's per-field messages under their inputs and focuses the first of them. */
  const setServerErrors = useCallback(
    (errors: Record<string, string>) => {
      const known = Object.fromEntries(Object.entries(errors).filter(([name]) => fieldNames.has(name))) as FieldErrors<V>;
      setServerErrorsState(known);
      firstControlWithError(formRef.current, known)?.focus();
    },
    [fieldNames],
  );

  /** Props for the <form>: submits through `onValid` only when every field passes. */
  const form = (onValid: (values: V) => unknown) => ({
    ref: formRef,
    noValidate: true,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitted(true);
      const invalid = firstControlWithError(event.currentTarget, clientErrors);
      if (invalid) {
        invalid.focus();
        return;
      }
      void onValid(values);
    },
  });

  return { values, field, form, setServerErrors };
}
