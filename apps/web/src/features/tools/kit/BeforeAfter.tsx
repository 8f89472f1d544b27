import { Box, Slider, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFileUrl } from '../../../common/api/useFileUrl';
import classes from './BeforeAfter.module.css';

type Size = { width: number; height: number };

/** The natural size of a loaded picture; `{0, 0}` when it cannot be decoded; null while loading. */
function useNaturalSize(src: string | undefined): Size | null {
  const [measured, setMeasured] = useState<{ src: string; size: Size } | null>(null);
  useEffect(() => {
    if (!src) return;
    let live = true;
    const image = new Image();
    const report = (size: Size) => live && setMeasured({ src, size });
    image.onload = () => report({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => report({ width: 0, height: 0 });
    image.src = src;
    return () => {
      live = false;
    };
  }, [src]);
  return measured && measured.src === src ? measured.size : null;
}

/** Shapes differ by more than 1 % (the original is a thumbnail, so its pixels may round by one). */
function shapesDiffer(a: Size, b: Size): boolean {
  if (!a.width || !a.height || !b.width || !b.height) return false;
  return Math.abs(Math.log((a.width / a.height) * (b.height / b.width))) > Math.log(1.01);
}

/**
 * Original and result compared. Same shape: the result over the original with a divider the user
 * drags (or moves with the arrow keys: the slider is a real range control). A different shape (crop,
 * rotate, outpaint, a resize with padding): two labelled panes side by side, each picture fitted.
 * Transparent areas show on a checkerboard or `background`.
 */
export function BeforeAfter({ beforeUrl, afterUrl, background }: { beforeUrl: string; afterUrl: string; background?: string | null }) {
  const { t } = useTranslation('toolkit');
  const [position, setPosition] = useState(50);
  const before = useFileUrl(beforeUrl, 1536);
  const after = useFileUrl(afterUrl);
  const beforeSize = useNaturalSize(before);
  const afterSize = useNaturalSize(after);
  const stageStyle = background ? { background } : undefined;

  if (before && after && beforeSize && afterSize && shapesDiffer(beforeSize, afterSize)) {
    const pane = (src: string, label: string) => (
      <figure className={classes.pane}>
        <Box className={`${classes.stage} ${classes.paneStage}`} style={stageStyle}>
          <img className={classes.image} src={src} alt={label} />
        </Box>
        <Text component="figcaption" size="sm" fw={500} ta="center">
          {label}
        </Text>
      </figure>
    );
    return (
      <Stack gap="sm">
        <div className={classes.panes} role="group" aria-label={t('result.compare')} data-testid="before-after" data-mode="side-by-side">
          {pane(before, t('result.before'))}
          {pane(after, t('result.after'))}
        </div>
        <Text size="xs" c="dimmed">
          {t('result.sideBySide')}
        </Text>
      </Stack>
    );
  }

  // Until both shapes are known the stage stays empty, so a side-by-side result never flashes as an overlay.
  const ready = Boolean(beforeSize && afterSize);
  return (
    <Stack gap="sm">
      <Box className={classes.stage} style={stageStyle} data-testid="before-after" data-mode="overlay" dir="ltr">
        {ready && after ? <img className={classes.image} src={after} alt={t('result.after')} /> : null}
        {ready && before ? <img className={classes.image} src={before} alt={t('result.before')} style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }} /> : null}
        <div className={classes.divider} style={{ insetInlineStart: `${position}%` }} />
      </Box>
      <Slider value={position} onChange={setPosition} label={null} thumbLabel={t('result.compare')} />
    </Stack>
  );
}
