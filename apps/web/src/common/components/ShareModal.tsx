import { Alert, Button, CopyButton, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { SHARE_ENTITY_TYPES, type Share, type ShareEntityType } from '@vitrina/contracts';
import { IconCheck, IconCopy, IconExternalLink, IconLinkOff } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api, unwrap } from '../api';
import { showErrorToast } from '../notifications/toast';
import { SHARE_ID_PARAM, SHARE_TYPE_PARAM } from '../modals/shareModalParams';
import { DialogTitle } from './DialogTitle';

const isShareType = (value: string | null): value is ShareEntityType => (SHARE_ENTITY_TYPES as readonly (string | null)[]).includes(value);

/**
 * The sharing modal (spec §2): makes the public link (POST /api/share answers the existing one
 * when the thing is already shared), shows it with Copy and Open, and revokes it
 * (DELETE /api/share/<token>), after which a new link can be made.
 */
export function ShareModal() {
  const { t } = useTranslation('common');
  const [params] = useSearchParams();
  const entityType = params.get(SHARE_TYPE_PARAM);
  const entityId = params.get(SHARE_ID_PARAM) ?? '';
  const [share, setShare] = useState<Share | null>(null);
  const [revoked, setRevoked] = useState(false);

  const create = useMutation({
    mutationFn: async () => {
      if (!isShareType(entityType)) throw new Error(`not a shareable type: ${String(entityType)}`);
      return (await unwrap(api.POST('/share', { body: { entityType, entityId } }))).data;
    },
    onSuccess: (created) => {
      setShare(created);
      setRevoked(false);
    },
  });
  const revoke = useMutation({
    mutationFn: async (token: string) => unwrap(api.DELETE('/share/{token}', { params: { path: { token } } })),
    onSuccess: () => {
      setShare(null);
      setRevoked(true);
    },
    onError: (error) => showErrorToast(error),
  });

  const valid = isShareType(entityType) && entityId !== '';
  const { mutate: createLink } = create;
  useEffect(() => {
    if (valid) createLink();
  }, [valid, createLink, entityType, entityId]);

  return (
    <Stack gap="md" data-testid="share-modal">
      <DialogTitle>{t('share.title')}</DialogTitle>
      {!valid || create.isError ? (
        <Alert color="red" variant="light" data-testid="share-error">
          {t('share.failed')}
        </Alert>
      ) : revoked ? (
        <>
          <Text size="sm" data-testid="share-revoked">
            {t('share.revoked')}
          </Text>
          <Group justify="flex-end">
            <Button variant="light" loading={create.isPending} onClick={() => create.mutate()}>
              {t('share.newLink')}
            </Button>
          </Group>
        </>
      ) : !share ? (
        <Group justify="center" py="md">
          <Loader size="sm" role="status" aria-label={t('share.creating')} />
        </Group>
      ) : (
        <>
          <Text size="sm">{t('share.text')}</Text>
          <TextInput label={t('share.linkLabel')} value={share.url} readOnly dir="ltr" onFocus={(event) => event.currentTarget.select()} data-testid="share-url" />
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconLinkOff size={16} />}
              loading={revoke.isPending}
              onClick={() => revoke.mutate(share.token)}
              data-testid="share-revoke"
            >
              {t('share.revoke')}
            </Button>
            <Group gap="xs">
              <Button component="a" href={share.url} target="_blank" rel="noopener noreferrer" variant="default" leftSection={<IconExternalLink size={16} />}>
                {t('share.open')}
              </Button>
              <CopyButton value={share.url}>
                {({ copied, copy }) => (
                  <Button leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />} color={copied ? 'teal' : undefined} onClick={copy} data-testid="share-copy">
                    {copied ? t('actions.linkCopied') : t('actions.copyLink')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Group>
        </>
      )}
    </Stack>
  );
}
