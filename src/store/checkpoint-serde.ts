/**
 * Checkpoint serializer that deflates large checkpoint and write payloads.
 *
 * Why: LangGraph stores the whole state at every superstep, so a plan's checkpoints repeat the
 * same outline, roadmap and schedule JSON dozens of times; deflate removes that repetition
 * (typically 4–8×). Level 1: most of the gain for a fraction of level 6's CPU, which matters
 * because every superstep pays it.
 *
 * How it stays compatible with SqliteSaver (and any reader):
 *   - compressed payloads are ASCII (`GGZ1:` + base64 of raw deflate), because SqliteSaver reads
 *     pending writes through `CAST(value AS TEXT)`; binary would not survive that;
 *   - the type string is left unchanged and compression is recognised by the prefix, because
 *     SqliteSaver stores one `type` for a checkpoint and its metadata;
 *   - metadata is never compressed: SqliteSaver filters it with `jsonb(...)` in list().
 * Payloads written before (plain JSON) still load.
 *
 * Fast path: our states are plain JSON, and JsonPlusSerializer pays for generality on every
 * value (a cycle scan, then JSON.stringify with a replacer; on load, an async walk that copies
 * every object). A value made only of plain objects, arrays and JSON scalars is written with
 * plain JSON.stringify — byte-identical to what JsonPlusSerializer writes for it — and text
 * without an `"lc"` key (nothing for the reviver to revive) is read with plain JSON.parse.
 * Anything else (undefined, Set/Map, Send, class instances, cycles) goes through the inner one.
 */
import { deflateRawSync, inflateRawSync } from "node:zlib";
import { JsonPlusSerializer, type SerializerProtocol } from "@langchain/langgraph-checkpoint";

const PREFIX = "GGZ1:";
const PREFIX_BYTES = new TextEncoder().encode(PREFIX);
/** Smaller payloads are not worth the base64 overhead. */
export const COMPRESS_MIN_BYTES = 1024;

function isMetadataShaped(data: unknown): boolean {
  return !!data && typeof data === "object" && "source" in data && "step" in data && !("channel_values" in data);
}

function hasPrefix(data: Uint8Array | string): boolean {
  if (typeof data === "string") return data.startsWith(PREFIX);
  if (data.length < PREFIX_BYTES.length) return false;
  for (let i = 0; i < PREFIX_BYTES.length; i++) if (data[i] !== PREFIX_BYTES[i]) return false;
  return true;
}

/** Deeper than any state of ours; past it (or on a cycle) the general serializer decides. */
const PLAIN_MAX_DEPTH = 64;

/** Plain objects, arrays, strings, numbers, booleans and null only: what JSON.stringify writes exactly as JsonPlusSerializer does. */
export function isPlainJson(value: unknown, depth = 0): boolean {
  switch (typeof value) {
    case "string":
    case "number":
    case "boolean":
      return true;
    case "object": {
      if (value === null) return true;
      if (depth >= PLAIN_MAX_DEPTH) return false;
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) if (!isPlainJson(value[i], depth + 1)) return false;
        return true;
      }
      const proto = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null) return false;
      const o = value as Record<string, unknown>;
      if (typeof o["toJSON"] === "function") return false;
      for (const k of Object.keys(o)) if (!isPlainJson(o[k], depth + 1)) return false;
      return true;
    }
    default:
      // undefined (JsonPlus keeps it as a record), functions, symbols, bigints.
      return false;
  }
}

/** Text the JsonPlus reviver would return unchanged: no `"lc"` key, and no escapes that could spell one. */
function needsReviver(text: string): boolean {
  return text.includes('"lc"') || text.includes("\\u");
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export class CompressingSerializer implements SerializerProtocol {
  /** The plain-JSON fast paths apply only over JsonPlusSerializer, whose output they reproduce. */
  private readonly plain: boolean;
  constructor(
    private readonly inner: SerializerProtocol = new JsonPlusSerializer(),
    private readonly minBytes = COMPRESS_MIN_BYTES,
  ) {
    this.plain = inner instanceof JsonPlusSerializer;
  }

  async dumpsTyped(data: unknown): Promise<[string, Uint8Array]> {
    const [type, out] = await this.dumpsText(data);
    const bytes = typeof out === "string" ? encoder.encode(out) : out;
    if (type !== "json" || bytes.length < this.minBytes || isMetadataShaped(data)) return [type, bytes];
    const packed = PREFIX + deflateRawSync(bytes, { level: 1 }).toString("base64");
    return [type, encoder.encode(packed)];
  }

  /** The JSON dumpsTyped would write for `data` when that is plain JSON (synchronously), else null. */
  plainText(data: unknown): string | null {
    return this.plain && isPlainJson(data) ? JSON.stringify(data) : null;
  }

  /**
   * What dumpsTyped writes before compression, as text when the type is "json" (for callers
   * that assemble, store or compress it themselves).
   */
  async dumpsText(data: unknown): Promise<[string, string | Uint8Array]> {
    if (this.plain && isPlainJson(data)) return ["json", JSON.stringify(data)];
    const [type, bytes] = await this.inner.dumpsTyped(data);
    return type === "json" ? [type, decoder.decode(bytes)] : [type, bytes];
  }

  async loadsTyped(type: string, data: Uint8Array | string): Promise<unknown> {
    if (!hasPrefix(data)) return this.loadsPlain(type, data);
    const text = typeof data === "string" ? data : decoder.decode(data);
    const raw = inflateRawSync(Buffer.from(text.slice(PREFIX.length), "base64"));
    return this.loadsPlain(type, raw.toString("utf8"));
  }

  private loadsPlain(type: string, data: Uint8Array | string): Promise<unknown> {
    if (!this.plain || type !== "json") return this.inner.loadsTyped(type, data);
    const text = typeof data === "string" ? data : decoder.decode(data);
    return needsReviver(text) ? this.inner.loadsTyped(type, text) : Promise.resolve(JSON.parse(text) as unknown);
  }
}
