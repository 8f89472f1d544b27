import { Button } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { Job } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { ToolResultView } from '../../tools';
import type { EditorPage } from './EditorTabs';

/** The saved version: progress, before/after, download, share, open in a tool, and "keep editing the result". */
export function EditorResult({ imageId, page, job, startError, onRetry }: { imageId: string; page: EditorPage; job: Job | undefined; startError: string | null; onRetry: () => void }) {
  const { t } = useTranslation('imageEditor');
  const lang = useLanguage();
  const output = job?.status === 'succeeded' ? job.outputs[0] : undefined;
  return (
    <ToolResultView
      tool="image-editor"
      inputImageId={imageId}
      job={job}
      startError={startError}
      onRetry={onRetry}
      extra={
        output ? (
          <Button component={Link} to={`/${lang}/image-editor/${output.imageId}/${page}`} variant="light" leftSection={<IconPencil size={16} />} w="fit-content" data-testid="edit-result">
            {t('editResult')}
          </Button>
        ) : null
      }
    />
  );
}
