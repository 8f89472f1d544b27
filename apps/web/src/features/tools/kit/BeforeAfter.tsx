import { Box, Slider, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFileUrl } from '../../../common/api/useFileUrl';
import classes from './BeforeAfter.module.css';

/**
 * The result over the original with a divider the user drags (or moves with the arrow keys:
 * the slider is a real range control). Transparent areas show on a checkerboard or `background`.
 */
export function BeforeAfter({ beforeUrl, afterUrl, background }: { beforeUrl: string; afterUrl: string; background?: string | null }) {
  const { t } = useTranslation('toolkit');
  const [position, setPosition] = useState(50);
  const before = useFileUrl(beforeUrl, 1536);
  const after = useFileUrl(afterUrl);
  return (
    <Stack gap="sm">
      <Box className={classes.stage} style={background ? { background } : undefined} data-testid="before-after" dir="ltr">
        {after ? <img className={classes.image} src={after} alt={t('result.after')} /> : null}
        {before ? (
          <img className={classes.image} src={before} alt={t('result.before')} style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }} />
        ) : null}
        <div className={classes.divider} style={{ insetInlineStart: `${position}%` }} />
      </Box>
      <Slider value={position} onChange={setPosition} label={null} aria-label={t('result.compare')} />
    </Stack>
  );
}
