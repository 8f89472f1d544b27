import { Center, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long a page may take to load before a spinner shows: quicker loads show nothing, so nothing flashes. */
const SPINNER_DELAY_MS = 300;

/**
 * What a page shows while its code or texts load (a Suspense fallback): nothing at first, then a
 * spinner if the wait goes on. The header and menu stay in place around it.
 */
export function PageFallback() {
  const { t } = useTranslation('common');
  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setLate(true), SPINNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!late) return null;
  return (
    <Center mih={240} data-testid="page-fallback">
      <Loader size="md" role="status" aria-label={t('status.loading')} />
    </Center>
  );
}
