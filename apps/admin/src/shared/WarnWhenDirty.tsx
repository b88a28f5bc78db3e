import { useCallback, useEffect } from 'react';
import { useBlocker, useCanBlock, useTranslate } from 'react-admin';

/**
 * The question react-admin's `warnWhenUnsavedChanges` asks, for a form kept in component state:
 * true when there is nothing to lose or the user agrees to lose it.
 */
export function useConfirmDiscard(): (dirty: boolean) => boolean {
  const translate = useTranslate();
  return useCallback((dirty: boolean) => !dirty || window.confirm(translate('ra.message.unsaved_changes')), [translate]);
}

function LeaveBlocker({ dirty }: { dirty: boolean }) {
  const confirmDiscard = useConfirmDiscard();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    // A save that leaves the page clears `dirty` in the same tick as it navigates: let it through.
    if (confirmDiscard(dirty)) blocker.proceed?.();
    else blocker.reset?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the blocker object changes on every render
  }, [blocker.state, dirty]);
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', beforeUnload);
    return () => window.removeEventListener('beforeunload', beforeUnload);
  }, [dirty]);
  return null;
}

/**
 * Asks before the user leaves the page (a link, Back, closing the tab) while `dirty`: what
 * react-admin's `warnWhenUnsavedChanges` does for its forms, for screens that keep their edits in
 * component state.
 */
export function WarnWhenDirty({ dirty }: { dirty: boolean }) {
  return useCanBlock() ? <LeaveBlocker dirty={dirty} /> : null;
}
