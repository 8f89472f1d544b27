import { VisuallyHidden } from '@mantine/core';
import { useAnnouncer } from './announcer';

/**
 * The page's one polite live region (role="status"), present from the start so that screen
 * readers register it before anything is said in it. Job progress, results and errors go here.
 */
export function LiveAnnouncer() {
  const message = useAnnouncer((state) => state.message);
  const at = useAnnouncer((state) => state.at);
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="live-announcer">
      <span key={at}>{message}</span>
    </VisuallyHidden>
  );
}
