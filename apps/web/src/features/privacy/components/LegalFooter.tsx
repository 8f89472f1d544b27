import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { paths } from '../../../common/routing/paths';
import { legalPaths } from '../legalPaths';
import { ContactLink } from './LegalDocument';

/** Below a legal page: the contact address, the other legal page and the way back. */
export function LegalFooter({ contactEmail, other }: { contactEmail: string | null; other: 'terms' | 'privacy' }) {
  const { t } = useTranslation('legal');
  const lang = useLanguage();
  return (
    <Group justify="space-between" gap="sm">
      {contactEmail ? (
        <Text size="sm">
          {t('contactLabel')} <ContactLink email={contactEmail} />
        </Text>
      ) : (
        <span />
      )}
      <Group gap="md">
        <Anchor component={Link} to={legalPaths[other](lang)} size="sm">
          {other === 'terms' ? t('terms.title') : t('privacy.title')}
        </Anchor>
        <Anchor component={Link} to={paths.main(lang)} size="sm">
          {t('home')}
        </Anchor>
      </Group>
    </Group>
  );
}
