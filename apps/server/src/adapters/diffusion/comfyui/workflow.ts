/**
 * The workflows the ComfyUI adapter sends: API-format JSON files in `./workflows`, one per task,
 * versioned in the file name (`text-to-image.v1.json`). A node receives a value from Vitrina when
 * its `_meta.title` names it: `@prompt:text` sets input `text` to the prompt; several bindings are
 * separated by spaces (`@width:width @height:height`); `@output` marks the node whose images are
 * the result. ComfyUI ignores `_meta`, so the files also load in its editor for operators to tune.
 */
import { readFileSync } from 'node:fs';
import type { DiffusionTaskKind } from '../types';

export type ApiNode = { class_type: string; inputs: Record<string, unknown>; _meta?: { title?: string } };
export type ApiWorkflow = Record<string, ApiNode>;

export interface WorkflowFile {
  task: DiffusionTaskKind;
  version: number;
  file: string;
  workflow: ApiWorkflow;
}

/** The workflow each task uses; bump the version in the file name when a change alters results. */
export const WORKFLOW_FILES: Record<DiffusionTaskKind, string> = {
  'text-to-image': 'text-to-image.v1.json',
  'product-background': 'product-background.v1.json',
  inpaint: 'inpaint.v1.json',
  outpaint: 'outpaint.v1.json',
  'garment-try-on': 'garment-try-on.v1.json',
};

const BINDING = /^@([a-z]+):([a-z_]+)$/;

export function loadWorkflow(task: DiffusionTaskKind, directory: URL = new URL('./workflows/', import.meta.url)): WorkflowFile {
  const file = WORKFLOW_FILES[task];
  const workflow = JSON.parse(readFileSync(new URL(file, directory), 'utf8')) as ApiWorkflow;
  const version = Number(/\.v(\d+)\.json$/.exec(file)?.[1] ?? 0);
  if (!outputNode(workflow)) throw new Error(`${file} has no node titled @output`);
  return { task, version, file, workflow };
}

/** Node classes a workflow needs (checked against the server's /object_info). */
export function requiredNodes(workflow: ApiWorkflow): string[] {
  return [...new Set(Object.values(workflow).map((node) => node.class_type))].sort();
}

/** Named inputs a workflow accepts: name -> [node id, input field][]. */
export function workflowInputs(workflow: ApiWorkflow): Map<string, [string, string][]> {
  const inputs = new Map<string, [string, string][]>();
  for (const [id, node] of Object.entries(workflow)) {
    for (const token of (node._meta?.title ?? '').split(/\s+/)) {
      const match = BINDING.exec(token);
      if (!match?.[1] || !match[2]) continue;
      inputs.set(match[1], [...(inputs.get(match[1]) ?? []), [id, match[2]]]);
    }
  }
  return inputs;
}

export function outputNode(workflow: ApiWorkflow): string | undefined {
  return Object.entries(workflow).find(([, node]) => (node._meta?.title ?? '').split(/\s+/).includes('@output'))?.[0];
}

/**
 * A copy of the workflow with the named values set. Every value must have a binding and every
 * binding a value, so a workflow edited out of step with the code fails loudly, not silently.
 */
export function bindWorkflow(workflow: ApiWorkflow, values: Record<string, string | number>): ApiWorkflow {
  const bound = structuredClone(workflow);
  const inputs = workflowInputs(workflow);
  for (const name of inputs.keys()) if (!(name in values)) throw new Error(`workflow input @${name} has no value`);
  for (const [name, value] of Object.entries(values)) {
    const targets = inputs.get(name);
    if (!targets) throw new Error(`workflow has no input @${name}`);
    for (const [id, field] of targets) {
      const node = bound[id];
      if (node) node.inputs[field] = value;
    }
  }
  return bound;
}
