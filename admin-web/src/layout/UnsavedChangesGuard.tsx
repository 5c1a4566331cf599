import { useContext, useEffect } from 'react';
import { useFormState } from 'react-hook-form';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';
import { Confirm } from 'react-admin';

/**
 * Put inside any form: leaving it with unsaved input (menu, link, back button) asks first, in the
 * console's language and with the console's own buttons, instead of dropping what was typed.
 * react-admin's `warnWhenUnsavedChanges` asks through `window.confirm`, whose buttons speak the
 * browser's language, and the create forms had no warning at all; every form uses this one.
 * Moving inside the form (its tabs) is not leaving; after a successful save the redirect passes.
 * Closing the tab or reloading gets the browser's own question — the only one it allows there.
 */
/** When a form's input was saved outside its own submit (a confirmation dialog's second try). */
let savedAt = 0;

/** Call right before redirecting after such a save: that redirect does not ask. */
export const markSaved = () => {
  savedAt = Date.now();
};

export const UnsavedChangesGuard = () =>
  // Blocking a navigation needs the app's data router; a page rendered alone (its unit tests
  // mount it in a MemoryRouter) has nothing to guard.
  useContext(UNSAFE_DataRouterContext) ? <Guard /> : null;

const Guard = () => {
  const { isSubmitSuccessful, isSubmitting, dirtyFields, disabled } = useFormState();
  const safe = disabled || isSubmitSuccessful || Object.keys(dirtyFields).length === 0;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !safe &&
      Date.now() - savedAt > 2000 &&
      !(
        nextLocation.pathname.startsWith(currentLocation.pathname) &&
        !nextLocation.pathname.startsWith(`${currentLocation.pathname}/show`)
      ),
  );

  // A save (or delete) that resets the form in the same tick as its redirect: let it through.
  useEffect(() => {
    if (blocker.state === 'blocked' && safe) blocker.proceed();
  }, [blocker, safe]);

  useEffect(() => {
    if (safe) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [safe]);

  return (
    <Confirm
      // While a save is under way its redirect waits here until the form counts as submitted.
      isOpen={blocker.state === 'blocked' && !safe && !isSubmitting}
      title="app.unsaved.title"
      content="ra.message.unsaved_changes"
      confirm="app.unsaved.leave"
      cancel="app.unsaved.stay"
      confirmColor="warning"
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
};
