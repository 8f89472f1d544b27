import { Tabs } from '@mantine/core';
import { IconAdjustments, IconCrop, IconDimensions } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../../common/hooks/useLanguage';

export const EDITOR_PAGES = ['edit', 'resize', 'crop'] as const;
export type EditorPage = (typeof EDITOR_PAGES)[number];

const ICONS = { edit: IconAdjustments, resize: IconDimensions, crop: IconCrop } as const;

/** Edit / resize / crop of the same image: each tab is its own address. */
export function EditorTabs({ imageId, current }: { imageId: string; current: EditorPage }) {
  const { t } = useTranslation('imageEditor');
  const lang = useLanguage();
  const navigate = useNavigate();
  return (
    <Tabs value={current} onChange={(page) => page && void navigate(`/${lang}/image-editor/${imageId}/${page}`)} keepMounted={false}>
      <Tabs.List>
        {EDITOR_PAGES.map((page) => {
          const Icon = ICONS[page];
          return (
            <Tabs.Tab key={page} value={page} leftSection={<Icon size={16} />} data-testid={`editor-tab-${page}`}>
              {t(`tabs.${page}`)}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
    </Tabs>
  );
}
