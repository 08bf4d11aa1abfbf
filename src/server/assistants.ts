/**
 * Assistants: a graph with its own config and context, versioned. Every graph has a system
 * assistant whose id is the graph id ("planner"), created at startup, visible to every owner
 * and never deleted; an owner's own assistants are visible to that owner only. Every change
 * writes a new version; `setLatest` makes an older one current again.
 *
 * This file holds the port and its in-memory implementation; the database one is
 * AssistantRepository in src/store/assistants.ts.
 */

export interface AssistantVersion {
  assistant_id: string;
  version: number;
  graph_id: string;
  config: Record<string, unknown>;
  context: Record<string, unknown>;
  metadata: Record<string, unknown>;
  name: string;
  description: string | null;
  created_at: string;
}

export interface AssistantRecord extends AssistantVersion {
  /** null for a system assistant (one per graph, visible to all). */
  owner: string | null;
  updated_at: string;
}

export interface AssistantStore {
  /** Inserts the assistant and its first version; false (and nothing written) when the id exists. */
  create(record: AssistantRecord): Promise<boolean>;
  get(assistantId: string): Promise<AssistantRecord | undefined>;
  /** Every assistant an owner may see (theirs and the system ones), newest first. */
  listVisible(owner: string): Promise<AssistantRecord[]>;
  /** Replace the current record and append `version` (the record's new version). */
  update(record: AssistantRecord, version: AssistantVersion | null): Promise<void>;
  /** The assistant and all its versions. */
  delete(assistantId: string): Promise<boolean>;
  /** Newest first. */
  versions(assistantId: string): Promise<AssistantVersion[]>;
}

export class InMemoryAssistantStore implements AssistantStore {
  private readonly current = new Map<string, AssistantRecord>();
  private readonly history = new Map<string, AssistantVersion[]>();

  async create(record: AssistantRecord): Promise<boolean> {
    if (this.current.has(record.assistant_id)) return false;
    this.current.set(record.assistant_id, structuredClone(record));
    this.history.set(record.assistant_id, [versionOf(record)]);
    return true;
  }

  async get(assistantId: string): Promise<AssistantRecord | undefined> {
    const a = this.current.get(assistantId);
    return a && structuredClone(a);
  }

  async listVisible(owner: string): Promise<AssistantRecord[]> {
    return [...this.current.values()]
      .filter((a) => a.owner === null || a.owner === owner)
      .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0))
      .map((a) => structuredClone(a));
  }

  async update(record: AssistantRecord, version: AssistantVersion | null): Promise<void> {
    this.current.set(record.assistant_id, structuredClone(record));
    if (version) this.history.get(record.assistant_id)?.push(structuredClone(version));
  }

  async delete(assistantId: string): Promise<boolean> {
    this.history.delete(assistantId);
    return this.current.delete(assistantId);
  }

  async versions(assistantId: string): Promise<AssistantVersion[]> {
    return [...(this.history.get(assistantId) ?? [])].sort((a, b) => b.version - a.version).map((v) => structuredClone(v));
  }
}

export function versionOf(a: AssistantRecord): AssistantVersion {
  return {
    assistant_id: a.assistant_id,
    version: a.version,
    graph_id: a.graph_id,
    config: a.config,
    context: a.context,
    metadata: a.metadata,
    name: a.name,
    description: a.description,
    created_at: a.updated_at,
  };
}
