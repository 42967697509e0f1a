import { useSyncExternalStore } from 'react';
import { dismiss, getToasts, subscribe, toast } from './toastStore';

/** The toasts on the page, plus `toast({ title, description, variant })` and `dismiss(id)`. */
export const useToast = () => {
  const toasts = useSyncExternalStore(subscribe, getToasts, getToasts);
  return { toasts, toast, dismiss };
};
