/**
 * JSON as the LangGraph server writes it. A LangChain message in state, in a stream event or in
 * a run's output goes out flat — `{type, content, id, …}` — the shape every LangGraph server
 * and client uses, not the constructor form (`{lc: 1, type: "constructor", id: […], kwargs}`)
 * its own `toJSON` produces. Everything else is plain JSON.
 */

interface HasToDict {
  toDict(): { type: string; data: Record<string, unknown> };
}

function hasToDict(v: unknown): v is HasToDict {
  return v !== null && typeof v === "object" && typeof (v as { toDict?: unknown }).toDict === "function";
}

/** JSON.stringify replacer: messages (anything with `toDict`) as `{...data, type}`. */
function wireReplacer(this: Record<string, unknown>, key: string, value: unknown): unknown {
  // `value` has been through toJSON already; the holder still has the message itself.
  const raw = this[key];
  if (hasToDict(raw)) {
    const { type, data } = raw.toDict();
    return { ...data, type };
  }
  return value;
}

export function toWireJson(value: unknown): string {
  return JSON.stringify(value, wireReplacer) ?? "null";
}

/** The value as a client will read it (for comparing, filtering or storing wire data). */
export function toWire(value: unknown): unknown {
  return JSON.parse(toWireJson(value)) as unknown;
}
