import { describe, expect, it } from 'vitest';
import { bindWorkflow, loadWorkflow, outputNode, requiredNodes, WORKFLOW_FILES, workflowInputs } from './workflow';

/** The named inputs the adapter sets for each task (engine.ts values()). */
const EXPECTED_INPUTS: Record<keyof typeof WORKFLOW_FILES, string[]> = {
  'text-to-image': ['height', 'negative', 'prompt', 'seed', 'width'],
  'product-background': ['image', 'mask', 'negative', 'prompt', 'seed'],
  inpaint: ['image', 'mask', 'negative', 'prompt', 'seed'],
  outpaint: ['bottom', 'image', 'left', 'negative', 'prompt', 'right', 'seed', 'top'],
  'garment-try-on': ['garment', 'mask', 'person', 'seed'],
};

describe('shipped ComfyUI workflows', () => {
  it.each(Object.keys(WORKFLOW_FILES) as (keyof typeof WORKFLOW_FILES)[])('%s is API format with the named inputs the adapter sets and an output', (task) => {
    const { workflow, version } = loadWorkflow(task);
    expect(version).toBeGreaterThanOrEqual(1);
    for (const node of Object.values(workflow)) {
      expect(typeof node.class_type).toBe('string');
      expect(typeof node.inputs).toBe('object');
    }
    expect([...workflowInputs(workflow).keys()].sort()).toEqual(EXPECTED_INPUTS[task]);
    expect(workflow[outputNode(workflow) ?? '']?.class_type).toBe('SaveImage');
    // Links point at nodes that exist.
    for (const node of Object.values(workflow)) {
      for (const value of Object.values(node.inputs)) if (Array.isArray(value)) expect(workflow[String(value[0])]).toBeDefined();
    }
  });

  it('lists the node classes a workflow needs (what /object_info must have)', () => {
    expect(requiredNodes(loadWorkflow('garment-try-on').workflow)).toEqual(['CatVTONWrapper', 'LoadImage', 'LoadImageMask', 'SaveImage']);
    expect(requiredNodes(loadWorkflow('text-to-image').workflow)).toContain('KSampler');
  });

  it('binds values into a copy: every binding of a name gets it, the file stays as it was', () => {
    const { workflow } = loadWorkflow('text-to-image');
    const bound = bindWorkflow(workflow, { prompt: '(red:1.2) vase', negative: 'text', seed: 42, width: 768, height: 1024 });
    expect(bound['6']?.inputs.text).toBe('(red:1.2) vase');
    expect(bound['7']?.inputs.text).toBe('text');
    expect(bound['3']?.inputs.seed).toBe(42);
    expect(bound['5']?.inputs).toMatchObject({ width: 768, height: 1024, batch_size: 1 });
    expect(workflow['6']?.inputs.text).toBe('');
  });

  it('refuses a missing value or an unknown name, so workflows and code cannot drift apart silently', () => {
    const { workflow } = loadWorkflow('text-to-image');
    expect(() => bindWorkflow(workflow, { prompt: 'a', negative: '', seed: 1, width: 1 })).toThrow(/@height/);
    expect(() => bindWorkflow(workflow, { prompt: 'a', negative: '', seed: 1, width: 1, height: 1, mask: 'x' })).toThrow(/@mask/);
  });
});
