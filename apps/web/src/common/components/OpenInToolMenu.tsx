import { ActionIcon, Button, Menu, Tooltip } from '@mantine/core';
import { IconArrowForwardUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage } from '../hooks/useLanguage';
import { availableImageTools, toolImagePath } from '../routing/toolTargets';

/** "Open in another tool": the tools whose pages exist, each opening this image. Hidden when none. */
export function OpenInToolMenu({ imageId, except, compact = false }: { imageId: string; except?: string; compact?: boolean }) {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  const navigate = useNavigate();
  const tools = availableImageTools(except);
  if (tools.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        {compact ? (
          <Tooltip label={t('actions.openIn')}>
            <ActionIcon variant="default" aria-label={t('actions.openIn')}>
              <IconArrowForwardUp size={16} />
            </ActionIcon>
          </Tooltip>
        ) : (
          <Button variant="default" leftSection={<IconArrowForwardUp size={16} />}>
            {t('actions.openIn')}
          </Button>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        {tools.map((tool) => (
          <Menu.Item key={tool} onClick={() => void navigate(toolImagePath(lang, tool, imageId))}>
            {t(`tools.${tool}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
