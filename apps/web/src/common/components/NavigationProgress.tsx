import { LOADER_HIDE_DELAY_MS } from '@vitrina/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './NavigationProgress.module.css';

type Phase = 'idle' | 'running' | 'finishing';

/**
 * The global loading indicator: a thin bar at the top that runs while `active` and completes and
 * hides LOADER_HIDE_DELAY_MS (200 ms, spec §2) after it ends.
 */
export function NavigationProgress({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const [previousActive, setPreviousActive] = useState(active);
  const [finishing, setFinishing] = useState(false);
  if (active !== previousActive) {
    setPreviousActive(active);
    setFinishing(!active);
  }

  useEffect(() => {
    if (!finishing) return;
    const timer = window.setTimeout(() => setFinishing(false), LOADER_HIDE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [finishing]);

  const phase: Phase = active ? 'running' : finishing ? 'finishing' : 'idle';
  return (
    <div className={classes.track} role="progressbar" aria-label={t('status.loading')} aria-hidden={phase === 'idle'} data-testid="navigation-progress" data-phase={phase}>
      <div className={classes.bar} data-phase={phase} />
    </div>
  );
}
