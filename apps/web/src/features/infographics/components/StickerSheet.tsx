import { Button, Drawer } from '@mantine/core';
import { IconSticker } from '@tabler/icons-react';
import type { Sticker } from '@vitrina/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StickerPanel } from './StickerPanel';

/** Phones and tablets: the sticker panel opens as a bottom sheet; picking a sticker closes it. */
export function StickerSheet({ onPick }: { onPick: (sticker: Sticker) => void }) {
  const { t } = useTranslation('infographics');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" leftSection={<IconSticker size={16} />} onClick={() => setOpened(true)} data-testid="open-stickers">
        {t('stickers.title')}
      </Button>
      <Drawer opened={opened} onClose={() => setOpened(false)} position="bottom" size="70%" title={t('stickers.title')} data-testid="sticker-sheet">
        <StickerPanel
          onPick={(sticker) => {
            setOpened(false);
            onPick(sticker);
          }}
        />
      </Drawer>
    </>
  );
}
