import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './BrandLogo.module.css';

/** The Vitrina mark and word. The word is the brand: it is not translated. */
export function BrandLogo({ withWord = true }: { withWord?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={10} wrap="nowrap" className={classes.logo}>
      <span className={classes.mark} aria-hidden>
        <svg viewBox="0 0 32 32" width="18" height="18" fill="none">
          <path d="M8 9h4.2l3.8 11 3.8-11H24l-6 15h-4z" fill="currentColor" />
        </svg>
      </span>
      {withWord && (
        <Text component="span" className={classes.word} dir="ltr">
          {t('appName')}
        </Text>
      )}
    </Group>
  );
}
