import { useNavigate } from 'react-router';
import { useLanguage } from '../../../common/hooks/useLanguage';
import type { UploadPurpose } from '../../../common/upload/imageFileRules';
import { startIntent } from './startIntent';
import { ToolPageLayout } from './ToolPageLayout';
import { ToolUploadPanel } from './ToolUploadPanel';

/** A tool's first page: choose a photo; the image page then runs the tool on it (the user asked: startIntent.ts). */
export function ToolIndexPage({ tool, title, subtitle, purpose }: { tool: string; title: string; subtitle: string; purpose?: UploadPurpose }) {
  const lang = useLanguage();
  const navigate = useNavigate();
  return (
    <ToolPageLayout tool={tool} title={title} subtitle={subtitle}>
      <ToolUploadPanel purpose={purpose} onImage={(imageId) => void navigate(`/${lang}/${tool}/${imageId}`, { state: startIntent(tool, imageId) })} />
    </ToolPageLayout>
  );
}
