/**
 * assistants repository (010-langgraph-api): the current record of each assistant and every
 * version of it, behind the server's AssistantStore port. JSON columns hold TEXT.
 */
import type { AssistantRecord, AssistantStore, AssistantVersion } from "../server/assistants.js";
import { versionOf } from "../server/assistants.js";
import type { Database } from "./db.js";

interface AssistantsRow {
  assistant_id: string;
  owner: string | null;
  graph_id: string;
  version: number;
  config: string;
  context: string;
  metadata: string;
  name: string;
  description: string | null;
  created_at: string;
  updated_at: string;
}

type VersionsRow = Omit<AssistantsRow, "owner" | "updated_at">;

/** The tables' row types, kept here so this file is all the tables need (see migrations/010). */
type Tables = { assistants: AssistantsRow; assistant_versions: VersionsRow };

/** Every assistant an owner sees is scanned in code; this bounds the scan. */
const LIST_LIMIT = 10_000;

const obj = (s: string) => JSON.parse(s) as Record<string, unknown>;

function toRecord(r: AssistantsRow): AssistantRecord {
  return { ...r, config: obj(r.config), context: obj(r.context), metadata: obj(r.metadata) };
}

function toVersion(r: VersionsRow): AssistantVersion {
  return { ...r, config: obj(r.config), context: obj(r.context), metadata: obj(r.metadata) };
}

function versionRow(v: AssistantVersion): VersionsRow {
  return { ...v, config: JSON.stringify(v.config), context: JSON.stringify(v.context), metadata: JSON.stringify(v.metadata) };
}

function recordRow(a: AssistantRecord): AssistantsRow {
  return { ...a, config: JSON.stringify(a.config), context: JSON.stringify(a.context), metadata: JSON.stringify(a.metadata) };
}

export class AssistantRepository implements AssistantStore {
  constructor(private readonly db: Database) {}

  private get k() {
    return this.db.kysely.withTables<Tables>();
  }

  async create(record: AssistantRecord): Promise<boolean> {
    return this.k.transaction().execute(async (trx) => {
      const res = await trx
        .insertInto("assistants")
        .values(recordRow(record))
        .onConflict((oc) => oc.column("assistant_id").doNothing())
        .executeTakeFirst();
      if (Number(res.numInsertedOrUpdatedRows ?? 0n) !== 1) return false;
      await trx.insertInto("assistant_versions").values(versionRow(versionOf(record))).execute();
      return true;
    });
  }

  async get(assistantId: string): Promise<AssistantRecord | undefined> {
    const r = await this.k.selectFrom("assistants").selectAll().where("assistant_id", "=", assistantId).executeTakeFirst();
    return r && toRecord(r);
  }

  async listVisible(owner: string): Promise<AssistantRecord[]> {
    const rows = await this.k
      .selectFrom("assistants")
      .selectAll()
      .where((eb) => eb.or([eb("owner", "is", null), eb("owner", "=", owner)]))
      .orderBy("created_at", "desc")
      .orderBy("assistant_id", "desc")
      .limit(LIST_LIMIT)
      .execute();
    return rows.map(toRecord);
  }

  async update(record: AssistantRecord, version: AssistantVersion | null): Promise<void> {
    const { assistant_id: id, owner: _owner, created_at: _created, ...rest } = recordRow(record);
    await this.k.transaction().execute(async (trx) => {
      await trx.updateTable("assistants").set(rest).where("assistant_id", "=", id).execute();
      if (version) await trx.insertInto("assistant_versions").values(versionRow(version)).execute();
    });
  }

  async delete(assistantId: string): Promise<boolean> {
    return this.k.transaction().execute(async (trx) => {
      await trx.deleteFrom("assistant_versions").where("assistant_id", "=", assistantId).execute();
      const res = await trx.deleteFrom("assistants").where("assistant_id", "=", assistantId).executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    });
  }

  async versions(assistantId: string): Promise<AssistantVersion[]> {
    const rows = await this.k.selectFrom("assistant_versions").selectAll().where("assistant_id", "=", assistantId).orderBy("version", "desc").execute();
    return rows.map(toVersion);
  }
}
