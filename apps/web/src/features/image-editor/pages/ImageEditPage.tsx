import { Button, Grid, Paper, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useFileUrl } from '../../../common/api/useFileUrl';
import { useLoadedImage } from '../../tools';
import { EditorLayout } from '../components/EditorLayout';
import { EditorResult } from '../components/EditorResult';
import { EditControls } from '../edit/EditControls';
import { EditPreview } from '../edit/EditPreview';
import { adjustOperation, editedSize, isIdentity } from '../edit/editState';
import { useEditHistory } from '../edit/useEditHistory';
import { useEditorSave } from '../hooks/useEditorSave';

/** Edit: turn, mirror and tone with a live preview and undo; Save renders exactly on the server as a new image. */
export function ImageEditPage() {
  const { imageId = '' } = useParams();
  // A new image (e.g. "keep editing the result") starts a new session.
  return <ImageEditor key={imageId} imageId={imageId} />;
}

function ImageEditor({ imageId }: { imageId: string }) {
  const { t } = useTranslation('imageEditor');
  const src = useFileUrl(`/api/files/${imageId}`);
  const image = useLoadedImage(src);
  const edits = useEditHistory();
  const result = useEditorSave(imageId);
  const natural = image ? { width: image.naturalWidth, height: image.naturalHeight } : null;
  const output = natural ? editedSize(natural, edits.committed.rotate) : null;

  return (
    <EditorLayout imageId={imageId} page="edit" title={t('edit.title')} subtitle={t('edit.subtitle')}>
      <Paper withBorder radius="lg" p="md">
        {src && natural && output ? (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="xs">
                <EditPreview src={src} natural={natural} state={edits.state} />
                <Text size="sm" c="dimmed" ta="center" data-testid="edit-output-size">
                  {t('edit.outputSize', { width: output.width, height: output.height })}
                </Text>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="lg">
                <EditControls
                  state={edits.state}
                  onCommit={edits.commit}
                  onLive={edits.preview}
                  onUndo={edits.undo}
                  onRedo={edits.redo}
                  onReset={edits.reset}
                  canUndo={edits.canUndo}
                  canRedo={edits.canRedo}
                />
                <Button
                  leftSection={<IconDeviceFloppy size={16} />}
                  onClick={() => void result.save(adjustOperation(edits.committed))}
                  loading={result.saving}
                  disabled={isIdentity(edits.committed)}
                  data-testid="edit-save"
                >
                  {t('save')}
                </Button>
              </Stack>
            </Grid.Col>
          </Grid>
        ) : (
          <Text c="dimmed">{t('loading')}</Text>
        )}
      </Paper>
      {result.jobId || result.startError ? <EditorResult imageId={imageId} page="edit" job={result.job} startError={result.startError} onRetry={() => void result.retry()} /> : null}
    </EditorLayout>
  );
}
