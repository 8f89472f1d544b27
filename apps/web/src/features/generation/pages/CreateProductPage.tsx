import { Button, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useQueryClient } from '@tanstack/react-query';
import { IconLibraryPhoto, IconPhotoPlus, IconPhotoSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { showErrorToast } from '../../../common/notifications/toast';
import { uploadImage } from '../../../common/upload/uploadImage';
import { acceptImageFile } from '../../../common/upload/acceptImageFile';
import { ProductsPickerModal } from '../../products';
import { generationApi } from '../api/generationApi';
import { ServiceImagesModal } from '../components/ServiceImagesModal';
import { PageHeading } from '../../../common/components/PageHeading';

type Step = 'idle' | 'uploading' | 'cutting';

/**
 * CreateProduct (/:lang/editor): upload a product photo (checked in the browser first) or pick
 * one of My products or a sample; the background is removed, the product created, and the user
 * lands on its Editor.
 */
export function CreateProductPage() {
  const { t } = useTranslation('generation');
  const lang = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('idle');
  const [picking, setPicking] = useState(false);
  const [browsingOutputs, setBrowsingOutputs] = useState(false);
  const openEditor = (productId: string) => void navigate(`/${lang}/editor/${productId}`);

  const accept = async (files: File[]) => {
    if (step !== 'idle') return;
    const file = await acceptImageFile(files, 'product');
    if (!file) return;
    try {
      setStep('uploading');
      const image = await uploadImage(file, 'product');
      await makeProduct(image.id);
    } catch (error) {
      showErrorToast(error);
      setStep('idle');
    }
  };

  /** Cuts the image out (a queued job) and makes it a product; then on to its Editor. */
  const makeProduct = async (imageId: string) => {
    setStep('cutting');
    const product = await generationApi.createProduct(imageId);
    await queryClient.invalidateQueries({ queryKey: ['products'] });
    openEditor(product.id);
  };

  const fromOutput = async (imageId: string) => {
    setBrowsingOutputs(false);
    try {
      await makeProduct(imageId);
    } catch (error) {
      showErrorToast(error);
      setStep('idle');
    }
  };

  // Paste a photo from the clipboard anywhere on the page.
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const files = [...(event.clipboardData?.files ?? [])];
      if (files.length > 0) void accept(files);
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  });

  const busy = step !== 'idle';
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <PageHeading title={t('create.title')} subtitle={t('create.subtitle')} />
        <Paper withBorder radius="lg" p="md">
          <Stack gap="md">
            <Dropzone
              onDrop={(files) => void accept(files)}
              onReject={(rejections) => void accept(rejections.map((rejection) => rejection.file))}
              multiple={false}
              loading={busy}
              disabled={busy}
              data-testid="create-dropzone"
            >
              <Stack align="center" gap="xs" py="xl" style={{ pointerEvents: 'none' }}>
                <IconPhotoPlus size={48} stroke={1.3} />
                <Text fw={600}>{t('create.drop')}</Text>
                <Text size="sm" c="dimmed" ta="center">
                  {t('create.rules')}
                </Text>
              </Stack>
            </Dropzone>
            {busy ? (
              <Text size="sm" ta="center" aria-live="polite" data-testid="create-step">
                {step === 'uploading' ? t('create.uploading') : t('create.cutting')}
              </Text>
            ) : null}
            <Group justify="center">
              {/* The label wraps on a phone instead of being cut ("…or sam"). */}
              <Button variant="light" leftSection={<IconPhotoSearch size={16} />} onClick={() => setPicking(true)} disabled={busy} h="auto" mih={36} py={6} styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}>
                {t('create.pick')}
              </Button>
              <Button variant="subtle" leftSection={<IconLibraryPhoto size={16} />} onClick={() => setBrowsingOutputs(true)} disabled={busy} data-testid="open-service-images">
                {t('create.fromOutputs')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
      <ServiceImagesModal opened={browsingOutputs} onClose={() => setBrowsingOutputs(false)} onPick={(item) => void fromOutput(item.image.id)} />
      <ProductsPickerModal
        opened={picking}
        onClose={() => setPicking(false)}
        onPick={(product) => {
          setPicking(false);
          openEditor(product.id);
        }}
      />
    </Container>
  );
}
