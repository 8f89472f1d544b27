import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadWorkflow, requiredNodes, WORKFLOW_FILES } from '../../src/adapters/diffusion/comfyui/workflow';
import type { DiffusionTaskKind } from '../../src/adapters/diffusion/types';

/**
 * deploy/gpu (the GPU host's compose file, image and weights) against the workflows the adapter
 * sends: a node class or checkpoint a workflow starts to need cannot be left out of the deployment
 * or of its licence table. Building and running it needs a GPU host (deploy/gpu/README.md).
 */
const deploy = (file: string) => readFileSync(new URL(`../../../../deploy/gpu/${file}`, import.meta.url), 'utf8');

/** Node classes of a stock ComfyUI (its nodes.py) that the shipped workflows use. */
const STOCK_NODES = new Set(['CheckpointLoaderSimple', 'CLIPTextEncode', 'EmptyLatentImage', 'KSampler', 'VAEDecode', 'VAEEncodeForInpaint', 'ImagePadForOutpaint', 'LoadImage', 'LoadImageMask', 'SaveImage', 'PreviewImage']);

const workflows = (Object.keys(WORKFLOW_FILES) as DiffusionTaskKind[]).map((task) => loadWorkflow(task).workflow);

/** The rows of the README's licence table (after its heading). */
function licenceRows(): string[] {
  const readme = deploy('README.md');
  const table = readme.slice(readme.indexOf('## What is installed, and under which licence'));
  return table.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| component') && !line.startsWith('|---'));
}

/** The licence cell (third column) of a table row. */
const licenceOf = (row: string | undefined): string => (row ?? '').split('|').map((cell) => cell.trim())[3] ?? '';

describe('the GPU deployment covers the shipped workflows', () => {
  it('every custom node class is installed by the ComfyUI image and has a licence row', () => {
    const custom = [...new Set(workflows.flatMap(requiredNodes))].filter((node) => !STOCK_NODES.has(node));
    expect(custom).toEqual(['CatVTONWrapper']);
    const dockerfile = deploy('comfyui.Dockerfile');
    for (const node of custom) {
      const row = licenceRows().find((line) => line.includes(`\`${node}\``));
      expect(row, `${node} in the licence table`).toBeDefined();
      // The row names the node's repository (`ComfyUI_CatVTON_Wrapper`), which the image clones.
      const repository = /`(ComfyUI_[\w-]+)`/.exec(row ?? '')?.[1];
      expect(dockerfile).toMatch(new RegExp(`git clone https://github\\.com/[\\w-]+/${repository ?? '-none-'} `));
      expect(licenceOf(row)).toMatch(/\w{4,}/);
    }
  });

  it('every checkpoint a workflow loads is downloaded by fetch-models.sh and has a licence row', () => {
    const checkpoints = [...new Set(workflows.flatMap((workflow) => Object.values(workflow).map((node) => node.inputs.ckpt_name).filter((name): name is string => typeof name === 'string')))];
    expect(checkpoints.length).toBeGreaterThan(0);
    const script = deploy('fetch-models.sh');
    for (const checkpoint of checkpoints) {
      expect(script).toMatch(new RegExp(`huggingface-cli download [\\w./-]+ ${checkpoint.replace(/\./g, '\\.')} --local-dir "\\$MODELS/checkpoints"`));
      expect(licenceOf(licenceRows().find((line) => line.includes(checkpoint)))).toMatch(/RAIL|MIT|Apache|BSD|GPL|CC BY/);
    }
  });

  it('the compose file points Vitrina at the ComfyUI service', () => {
    const compose = deploy('compose.yaml');
    expect(compose).toMatch(/COMFYUI_URL: http:\/\/comfyui:8188/);
    expect(compose).toMatch(/^ {2}comfyui:\n {4}build:/m);
  });
});
