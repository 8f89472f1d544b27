import { Box, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLanguage } from '../hooks/useLanguage';
import { paths } from '../routing/paths';
import { BrandLogo } from './BrandLogo';
import { LanguageMenu } from './LanguageMenu';
import classes from './PublicPageFrame.module.css';

/** The frame of pages outside the app layout (sign-in pages, "not available"): logo, language, centred content. */
export function PublicPageFrame({ children }: { children: ReactNode }) {
  const lang = useLanguage();
  return (
    <Box className={classes.frame}>
      <Group justify="space-between" className={classes.top}>
        <Link to={paths.main(lang)} className={classes.home}>
          <BrandLogo />
        </Link>
        <LanguageMenu />
      </Group>
      <main className={classes.content}>{children}</main>
    </Box>
  );
}
