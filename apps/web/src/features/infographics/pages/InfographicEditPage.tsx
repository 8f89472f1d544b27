import { Alert, Anchor, Box, Button, Center, Container, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { IconDeviceFloppy, IconDownload, IconTemplate } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useBlocker, useLocation, useParams, useSearchParams } from 'react-router';
import { showToast } from '../../../common/notifications/toast';
import { CloseConfirmModal } from '../components/CloseConfirmModal';
import { SaveTemplateModal } from '../components/SaveTemplateModal';
import { StickerPanel } from '../components/StickerPanel';
import { StickerSheet } from '../components/StickerSheet';
import { useUiStore } from '../../../common/store/uiStore';
import type { Sticker } from '@vitrina/contracts';
import { newSticker } from '../editor/newElements';
import { CardEditor, type CardEditorHandle } from '../editor/CardEditor';
import { useInfographicsPaths } from '../paths';
import { useInfographicsStore } from '../state/infographicsStore';
import { CutoutNotice } from '../components/CutoutNotice';
import { fileUrl } from '../state/productPicture';
import { lookTexts } from '../state/lookTexts';
import { useCardStart, useProductPicture } from '../state/useCardStart';
import { useSaveCard } from '../state/useSaveCard';
import { dataUrlToBlob } from '../state/dataUrl';
import { saveBlob } from '../../../common/utils/saveBlob';
import classes from './InfographicEditPage.module.css';

/** /:lang/product-infographics-image/:imageId/edit: the card editor on a product photo, with save guards. */
export function InfographicEditPage() {
  const { t } = useTranslation('infographics');
  const paths = useInfographicsPaths();
  const { imageId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const productId = search.get('product');
  const generatedImageId = search.get('generated');
  // The document opens from the address the page was entered with; the card id written into the
  // address after the first save must not reload the editor (it would drop the undo history).
  const [startSearch] = useState(search);
  // "Use this look" on an infographic look (issue 21) brings the look's texts for its template.
  const location = useLocation();
  const [startTexts] = useState(() => lookTexts(location.state as unknown));
  const start = useCardStart(startSearch, imageId, startTexts);
  // The product as cards show it: its cut-out when it has one (product elements with no image of their own).
  const picture = useProductPicture(imageId, generatedImageId !== null);
  const productImageUrl = fileUrl(picture.data?.imageId ?? imageId);
  const editor = useRef<CardEditorHandle>(null);
  const { infographicsSaved, showCloseModal, setSaved, setShowCloseModal } = useInfographicsStore();
  const [savingTemplate, setSavingTemplate] = useState(false);
  const isMobile = useUiStore((ui) => ui.isMobile);
  // Stable, so the editor does not re-subscribe on every render.
  const onDirtyChange = useCallback((dirty: boolean) => setSaved(!dirty), [setSaved]);
  const { save, saving } = useSaveCard({ imageId, generatedImageId }, editor, start.data?.infographicId ?? null, (id) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.delete('template');
      next.delete('preset');
      next.set('infographic', id);
      return next;
    }, { replace: true }),
  );

  // Spec §2: leaving with unsaved changes opens the close-confirmation and cancels the navigation.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => !useInfographicsStore.getState().infographicsSaved && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    setShowCloseModal(blocker.state === 'blocked');
  }, [blocker.state, setShowCloseModal]);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!useInfographicsStore.getState().infographicsSaved) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      setSaved(true);
    };
  }, [setSaved]);

  const saveNow = async () => {
    if (await save()) showToast({ message: t('edit.saved'), tone: 'success' });
  };
  const saveAndLeave = async () => {
    if ((await save()) && blocker.state === 'blocked') blocker.proceed();
  };
  const addSticker = (sticker: Sticker) => {
    const handle = editor.current;
    if (handle) handle.addElement(newSticker(handle.getDocument().canvas, sticker.url, sticker.id));
  };
  const downloadPng = async () => {
    const handle = editor.current;
    if (handle) saveBlob(dataUrlToBlob(await handle.renderPng()), 'vitrina-card.png');
  };

  if (start.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (start.isError) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title={t('edit.cannotOpen')}>
          <Anchor component={Link} to={paths.index()}>
            {t('title')}
          </Anchor>
        </Alert>
      </Container>
    );
  }
  return (
    <Container size="xl" py="md" px={isMobile ? 0 : undefined}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Anchor component={Link} to={productId ? paths.product(productId) : paths.image(imageId)} size="sm" data-testid="back-to-cards">
              {t('edit.back')}
            </Anchor>
            <Title order={1} size="h4">
              {t('edit.title')}
            </Title>
          </Group>
          <Group gap="xs" className={classes.actions}>
            {isMobile && <StickerSheet onPick={addSticker} />}
            <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => void downloadPng()} data-testid="download-png">
              {t('edit.downloadPng')}
            </Button>
            <Button variant="default" leftSection={<IconTemplate size={16} />} onClick={() => setSavingTemplate(true)} data-testid="save-template">
              {t('edit.saveTemplate')}
            </Button>
            <Button leftSection={<IconDeviceFloppy size={16} />} loading={saving} onClick={() => void saveNow()} data-testid="save-card">
              {infographicsSaved ? t('edit.savedButton') : t('edit.save')}
            </Button>
          </Group>
        </Group>
        <Group align="flex-start" gap="sm" wrap="nowrap">
          {!isMobile && (
            <Paper withBorder p="xs" w={220} style={{ flexShrink: 0 }}>
              <StickerPanel onPick={addSticker} />
            </Paper>
          )}
          <Box style={{ flex: 1, minWidth: 0 }}>
            {picture.data && !picture.data.cutout && <CutoutNotice picture={picture.data} />}
            <CardEditor ref={editor} initial={start.data.document} productImageUrl={productImageUrl} onDirtyChange={onDirtyChange} />
          </Box>
        </Group>
      </Stack>
      <CloseConfirmModal
        opened={showCloseModal}
        saving={saving}
        onStay={() => blocker.state === 'blocked' && blocker.reset()}
        onLeave={() => blocker.state === 'blocked' && blocker.proceed()}
        onSaveAndLeave={() => void saveAndLeave()}
      />
      <SaveTemplateModal opened={savingTemplate} editor={editor} onClose={() => setSavingTemplate(false)} />
    </Container>
  );
}
