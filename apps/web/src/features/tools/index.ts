// The image-tool kit: what the tool features build their pages from. Other features import it
// from here, never from kit/ paths (eslint: vitrina/feature-boundaries, ARCHITECTURE.md).
export { GeneratedImageView, useGeneratedImage } from './kit/GeneratedImageView';
export { JobProgress } from './kit/JobProgress';
export { JobResultsGrid } from './kit/JobResultsGrid';
export { MaskEditor } from './kit/mask/MaskEditor';
export { useLoadedImage } from './kit/mask/useLoadedImage';
export { ResultActions } from './kit/ResultActions';
export { ToolGalleryPage } from './kit/ToolGalleryPage';
export { ToolIndexPage } from './kit/ToolIndexPage';
export { toolJobApi } from './kit/toolJobApi';
export { ToolPageLayout } from './kit/ToolPageLayout';
export { ToolResultView } from './kit/ToolResultView';
export { ToolUploadPanel } from './kit/ToolUploadPanel';
export { useJob } from './kit/useJob';
export { useToolRun } from './kit/useToolRun';
