import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { legalPaths } from '../legalPaths';

/** Links to the terms and the privacy policy (side menu foot, profile). */
export function LegalLinks({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t } = useTranslation('privacy');
  const lang = useLanguage();
  return (
    <Group gap="md" data-testid="legal-links">
      <Anchor component={Link} to={legalPaths.terms(lang)} size={size} c="dimmed">
        {t('links.terms')}
      </Anchor>
      <Anchor component={Link} to={legalPaths.privacy(lang)} size={size} c="dimmed">
        {t('links.privacy')}
      </Anchor>
    </Group>
  );
}
