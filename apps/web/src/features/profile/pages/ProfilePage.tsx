import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { paths } from '../../../common/routing/paths';
import { logout } from '../../auth';
import { AutoRenewalPanel, PaymentHistory } from '../../billing';
import { PrivacySection } from '../../privacy';
import { ApiKeyPanel } from '../components/ApiKeyPanel';
import { DomainsEditor } from '../components/DomainsEditor';
import { PasswordChangeForm } from '../components/PasswordChangeForm';
import { PersonalInfoForm } from '../components/PersonalInfoForm';
import { StorageUsageBar } from '../components/StorageUsageBar';
import { useProfile } from '../useProfile';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** Personal account (spec §2 /:lang/profile): details, password, API key and its domains, logout. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const profile = useProfile();
  const lang = useLanguage();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  // Logging out resets the profile a moment before the navigation to Login.
  if (!profile) return null;

  const signOut = async () => {
    setLeaving(true);
    await logout();
    await navigate(paths.login(lang), { replace: true });
  };

  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap={2}>
            <Title order={1} size="h2">
              {t('title')}
            </Title>
            <Text c="dimmed" size="sm" dir="ltr" ta="start">
              {profile.email}
            </Text>
          </Stack>
          <Button variant="default" leftSection={<IconLogout size={16} />} loading={leaving} onClick={() => void signOut()} data-testid="logout">
            {t('logout')}
          </Button>
        </Group>
        <Section title={t('sections.subscription')}>
          <AutoRenewalPanel />
        </Section>
        <Section title={t('sections.storage')}>
          <StorageUsageBar />
        </Section>
        <Section title={t('sections.personal')}>
          <PersonalInfoForm profile={profile} />
        </Section>
        {profile.hasPassword ? (
          <Section title={t('sections.password')}>
            <PasswordChangeForm />
          </Section>
        ) : null}
        <Section title={t('sections.apiKey')}>
          <ApiKeyPanel profile={profile} />
        </Section>
        <Section title={t('sections.domains')}>
          <DomainsEditor profile={profile} />
        </Section>
        <Section title={t('sections.payments')}>
          <PaymentHistory />
        </Section>
        <PrivacySection />
      </Stack>
    </Container>
  );
}
