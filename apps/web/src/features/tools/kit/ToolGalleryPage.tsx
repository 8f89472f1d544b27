import { GalleryView } from '../../gallery';
import { ToolPageLayout } from './ToolPageLayout';

/** A tool's gallery: the shared gallery with the tool filter fixed. */
export function ToolGalleryPage({ tool, title }: { tool: string; title: string }) {
  return (
    <ToolPageLayout tool={tool} title={title}>
      <GalleryView tool={tool} />
    </ToolPageLayout>
  );
}
