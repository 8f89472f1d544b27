import { Button, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useProfile } from '../../profile';
import { DeleteAccountModal } from './DeleteAccountModal';
import { ExportPanel } from './ExportPanel';
import { LegalLinks } from './LegalLinks';

/** The profile's "Privacy" section (issue 26); the export mail links here (`/:lang/profile#privacy`). */
export function PrivacySection() {
  const { t } = useTranslation('privacy');
  const profile = useProfile();
  const { hash } = useLocation();
  const [deleting, setDeleting] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  // The profile page is loaded lazily, so the browser's own jump to #privacy came too early.
  useEffect(() => {
    if (hash === '#privacy') ref.current?.scrollIntoView({ block: 'start' });
  }, [hash]);

  if (!profile) return null;
  return (
    <Paper withBorder radius="lg" p="lg" id="privacy" ref={ref}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('section.title')}
        </Title>
        <ExportPanel />
        <Divider />
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('delete.text')}</Text>
          <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={() => setDeleting(true)} data-testid="delete-account">
            {t('delete.open')}
          </Button>
        </Stack>
        <LegalLinks size="sm" />
      </Stack>
      <DeleteAccountModal opened={deleting} onClose={() => setDeleting(false)} hasPassword={profile.hasPassword} />
    </Paper>
  );
}
