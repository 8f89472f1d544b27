import { Button, Group, Stack, TagsInput, Text } from '@mantine/core';
import { DOMAINS_MAX, isValidDomain, normalizeDomain, type Profile } from '@vitrina/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../common/api';
import { showErrorToast, showToast } from '../../../common/notifications/toast';
import { profileCalls } from '../api/profileCalls';
import { storeProfile } from '../useProfile';

/** Hostnames allowed to call the API with this key from a browser; `*.shop.com` wildcards allowed. */
export function DomainsEditor({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const { t: tApi } = useTranslation('publicApi');
  const [domains, setDomains] = useState<string[]>(profile.domains);
  const [invalid, setInvalid] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const change = (values: string[]) => {
    const normalised = [...new Set(values.map(normalizeDomain).filter(Boolean))];
    setDomains(normalised);
    setInvalid(normalised.filter((domain) => !isValidDomain(domain)));
  };

  const save = async () => {
    if (invalid.length > 0) return;
    setBusy(true);
    try {
      storeProfile(await profileCalls.updateDomains(domains));
      showToast({ message: t('saved'), tone: 'success' });
    } catch (error) {
      const rejected = isApiError(error) ? (error.body as { data?: { invalidDomains?: string[] } } | undefined)?.data?.invalidDomains : undefined;
      if (rejected?.length) setInvalid(rejected);
      else showErrorToast(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm">{tApi('domains.explain')}</Text>
      <TagsInput
        label={t('domains.label')}
        description={t('domains.description')}
        placeholder={t('domains.placeholder')}
        value={domains}
        onChange={change}
        maxTags={DOMAINS_MAX}
        splitChars={[',', ' ', 'Enter']}
        clearable
        dir="ltr"
        error={invalid.length > 0 ? t('domains.invalid', { domains: invalid.join(', ') }) : undefined}
      />
      <Text size="xs" c="dimmed">
        {t('domains.example')}
      </Text>
      <Group>
        <Button onClick={() => void save()} loading={busy} disabled={invalid.length > 0}>
          {t('save')}
        </Button>
      </Group>
    </Stack>
  );
}
