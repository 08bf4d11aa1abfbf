/**
 * The console's only way to the service: the public HTTP API, with the API key the person
 * entered (kept in sessionStorage: gone when the tab closes). A 401 asks the app for a key.
 */
const KEY_ITEM = "goalgraph.apiKey";
export const UNAUTHORIZED_EVENT = "goalgraph:unauthorized";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function apiKey(): string | null {
  return sessionStorage.getItem(KEY_ITEM);
}

export function setApiKey(key: string | null): void {
  if (key) sessionStorage.setItem(KEY_ITEM, key);
  else sessionStorage.removeItem(KEY_ITEM);
}

function headers(json: boolean): Record<string, string> {
  const h: Record<string, string> = {};
  const key = apiKey();
  if (key) h["x-api-key"] = key;
  if (json) h["content-type"] = "application/json";
  return h;
}

async function failure(res: Response): Promise<ApiError> {
  let code = `HTTP_${res.status}`;
  let message = res.statusText;
  try {
    const body = (await res.json()) as { code?: string; message?: string };
    code = body.code ?? code;
    message = body.message ?? message;
  } catch {
    // not JSON: keep the status line
  }
  if (res.status === 401) window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT, { detail: message }));
  return new ApiError(res.status, code, message);
}

export async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, { method, headers: headers(body !== undefined), ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  if (!res.ok) throw await failure(res);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/** A non-JSON body (SSE replay, .ics). */
export async function apiText(path: string): Promise<string> {
  const res = await fetch(path, { headers: headers(false) });
  if (!res.ok) throw await failure(res);
  return res.text();
}
