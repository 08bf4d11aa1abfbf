/**
 * Tool registry: ToolDefinitions by exact name (GGS blocked_tools match names exactly, DESIGN §3
 * Q6), by controller stage, and by the artifact they produce — the last so change_approach can
 * find another tool that makes the same artifact.
 */
import type { ArtifactName, ToolDefinition } from "./types.js";

export class DuplicateToolError extends Error {
  readonly code = "TOOL_DUPLICATE";
  constructor(name: string) {
    super(`a tool named "${name}" is already registered`);
  }
}

export class ToolRegistry {
  private readonly tools = new Map<string, ToolDefinition>();

  constructor(tools: readonly ToolDefinition[] = []) {
    for (const t of tools) this.register(t);
  }

  /** Registering the same name twice is a wiring bug, so it throws. */
  register(tool: ToolDefinition): this {
    if (this.tools.has(tool.name)) throw new DuplicateToolError(tool.name);
    this.tools.set(tool.name, tool);
    return this;
  }

  get(name: string): ToolDefinition | undefined {
    return this.tools.get(name);
  }

  has(name: string): boolean {
    return this.tools.has(name);
  }

  names(): string[] {
    return [...this.tools.keys()];
  }

  list(): ToolDefinition[] {
    return [...this.tools.values()];
  }

  byStage(stage: string): ToolDefinition[] {
    return this.list().filter((t) => t.stage === stage);
  }

  producersOf(artifact: ArtifactName): ToolDefinition[] {
    return this.list().filter((t) => t.produces.includes(artifact));
  }

  /** Other tools that make the same artifacts as `name` (alternatives for change_approach). */
  alternativesTo(name: string): ToolDefinition[] {
    const tool = this.get(name);
    if (!tool) return [];
    return this.list().filter((t) => t.name !== name && t.produces.some((a) => tool.produces.includes(a)));
  }
}

export function createRegistry(...groups: readonly (readonly ToolDefinition[])[]): ToolRegistry {
  return new ToolRegistry(groups.flat());
}
