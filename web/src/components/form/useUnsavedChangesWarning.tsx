import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../ui/ConfirmDialog';

/**
 * Warns before unsaved changes are lost: in-app navigation waits for an answer in a dialog
 * (react-router's blocker), and closing or reloading the tab gets the browser's own prompt.
 */
export function useUnsavedChangesWarning(unsaved: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved &&
      currentLocation.pathname !== nextLocation.pathname &&
      // Logging out has already ended the session on the server: holding it here would strand the page.
      nextLocation.pathname !== '/login',
  );

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);

  // Changes saved or discarded while the dialog is open: let the navigation go on.
  useEffect(() => {
    if (blocker.state === 'blocked' && !unsaved) blocker.proceed();
  }, [blocker, unsaved]);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave without saving?"
      description="You have unsaved changes to your profile. If you leave this page now, they will be lost."
      cancelLabel="Stay on this page"
      confirmLabel="Leave without saving"
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );

  return { dialog };
}
