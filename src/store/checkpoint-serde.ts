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

export class CompressingSerializer implements SerializerProtocol {
  constructor(
    private readonly inner: SerializerProtocol = new JsonPlusSerializer(),
    private readonly minBytes = COMPRESS_MIN_BYTES,
  ) {}

  async dumpsTyped(data: unknown): Promise<[string, Uint8Array]> {
    const [type, bytes] = await this.inner.dumpsTyped(data);
    if (type !== "json" || bytes.length < this.minBytes || isMetadataShaped(data)) return [type, bytes];
    const packed = PREFIX + deflateRawSync(bytes, { level: 1 }).toString("base64");
    return [type, new TextEncoder().encode(packed)];
  }

  async loadsTyped(type: string, data: Uint8Array | string): Promise<unknown> {
    if (!hasPrefix(data)) return this.inner.loadsTyped(type, data);
    const text = typeof data === "string" ? data : new TextDecoder().decode(data);
    const raw = inflateRawSync(Buffer.from(text.slice(PREFIX.length), "base64"));
    return this.inner.loadsTyped(type, new Uint8Array(raw.buffer, raw.byteOffset, raw.byteLength));
  }
}
