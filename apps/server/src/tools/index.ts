import { applyMaskTool } from './apply-mask/apply-mask.tool';
import { convertTool } from './convert/convert.tool';
import { createInpaintTool } from './inpaint/inpaint.tool';
import { createOutpaintTool } from './outpaint/outpaint.tool';
import { createBackgroundTool } from './create-background/create-background.tool';
import { imageEditTool } from './image-edit/image-edit.tool';
import { createGenerateTool } from './generate/generate.tool';
import { createTextToImageTool } from './text-to-image/text-to-image.tool';
import { createFashionTryOnTool } from './fashion-try-on/fashion-try-on.tool';
import { DiffusionEngines } from '../adapters/diffusion';
import { productCutoutTool } from './remove-background/product-cutout.tool';
import { removeBackgroundTool } from './remove-background/remove-background.tool';
import { ToolRegistry } from './registry';
import { shadowTool } from './shadow/shadow.tool';
import { testWaitTool } from './testing/test-wait.tool';
import { upscaleTool } from './upscale/upscale.tool';
import { watermarkDetectTool, watermarkRemovalTool } from './watermark/watermark.tools';

export { ToolRegistry, type RegisteredTool } from './registry';
export { ToolError, type ToolImage, type ToolOutput, type ToolResult } from './tool';

/** Every tool the server offers. Tool issues add one `.register(...)` line each. */
export function createToolRegistry(options: { includeTestTools: boolean; diffusion?: DiffusionEngines }): ToolRegistry {
  const diffusion = options.diffusion ?? new DiffusionEngines([]);
  const registry = new ToolRegistry().register(convertTool).register(removeBackgroundTool).register(applyMaskTool).register(upscaleTool)
    .register(createInpaintTool(diffusion))
    .register(watermarkRemovalTool)
    .register(watermarkDetectTool)
    .register(createOutpaintTool(diffusion));
  registry.register(shadowTool).register(createBackgroundTool).register(imageEditTool);
  registry.register(createGenerateTool(diffusion));
  registry.register(createTextToImageTool(diffusion)).register(createFashionTryOnTool(diffusion));
  registry.register(productCutoutTool);
  if (options.includeTestTools) registry.register(testWaitTool);
  return registry;
}
