import { Button, Center } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { EmptyState } from '../../common/components/EmptyState';
import { errorText } from '../../i18n/errorText';

/** A page that failed to load or render: the generic message and a way to try again. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => console.error(error), [error]);
  return (
    <Center mih="60dvh" p="md" data-testid="route-error">
      <EmptyState
        icon={<IconAlertTriangle size={30} stroke={1.6} />}
        title={errorText('something_went_wrong')}
        action={
          <Button variant="light" radius="xl" onClick={() => window.location.reload()}>
            {t('actions.retry')}
          </Button>
        }
      />
    </Center>
  );
}
