/**
 * feed_tokens repository: at most one feed per plan (issuing again replaces the old token, which
 * then stops working), looked up by the token's hash. The HTTP layer makes and hashes tokens.
 */
import type { Database } from "./db.js";

export interface FeedTokenRow {
  thread_id: string;
  owner: string;
  token_hash: string;
  alarm_minutes: number | null;
  created_at: string;
}

/** The table's row type; kept here so this file is all a new table needs (see migrations/008). */
type FeedTokensTable = { feed_tokens: FeedTokenRow };

export class FeedTokenStore {
  constructor(private readonly db: Database) {}

  private get k() {
    return this.db.kysely.withTables<FeedTokensTable>();
  }

  /** Store the plan's feed, replacing any earlier one. */
  async put(row: FeedTokenRow): Promise<void> {
    await this.k
      .insertInto("feed_tokens")
      .values(row)
      .onConflict((oc) =>
        oc.column("thread_id").doUpdateSet({ owner: row.owner, token_hash: row.token_hash, alarm_minutes: row.alarm_minutes, created_at: row.created_at }),
      )
      .execute();
  }

  async get(threadId: string): Promise<FeedTokenRow | null> {
    return (await this.k.selectFrom("feed_tokens").selectAll().where("thread_id", "=", threadId).executeTakeFirst()) ?? null;
  }

  async findByHash(tokenHash: string): Promise<FeedTokenRow | null> {
    return (await this.k.selectFrom("feed_tokens").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst()) ?? null;
  }

  /** True when there was a feed to revoke. */
  async delete(threadId: string): Promise<boolean> {
    const r = await this.k.deleteFrom("feed_tokens").where("thread_id", "=", threadId).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }
}
