import { convertTool } from './convert/convert.tool';
import { ToolRegistry } from './registry';
import { testWaitTool } from './testing/test-wait.tool';

export { ToolRegistry, type RegisteredTool } from './registry';
export { ToolError, type ToolDefinition, type ToolContext, type ToolImage, type ToolOutput, type ToolResult } from './tool';

/** Every tool the server offers. Tool issues add one `.register(...)` line each. */
export function createToolRegistry(options: { includeTestTools: boolean }): ToolRegistry {
  const registry = new ToolRegistry().register(convertTool);
  if (options.includeTestTools) registry.register(testWaitTool);
  return registry;
}
