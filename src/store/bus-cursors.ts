/**
 * bus_cursors repository (009-replicas): a named subscriber's position in the bus with the state
 * it had built up to there, so it continues after a restart instead of replaying the whole log.
 * Saving is an upsert; a position only moves forward.
 */
import type { Database } from "./db.js";

export interface BusPosition<S> {
  cursor: number;
  state: S | null;
}

export class BusCursorStore {
  constructor(private readonly db: Database) {}

  async get<S>(name: string): Promise<BusPosition<S> | null> {
    const r = await this.db.kysely.selectFrom("bus_cursors").select(["cursor", "state"]).where("name", "=", name).executeTakeFirst();
    return r ? { cursor: Number(r.cursor), state: r.state ? (JSON.parse(r.state) as S) : null } : null;
  }

  async put<S>(name: string, cursor: number, state: S, at: string): Promise<void> {
    const json = JSON.stringify(state);
    await this.db.kysely
      .insertInto("bus_cursors")
      .values({ name, cursor, state: json, updated_at: at })
      .onConflict((oc) => oc.column("name").doUpdateSet({ cursor, state: json, updated_at: at }).where("bus_cursors.cursor", "<", cursor))
      .execute();
  }
}
