/** Hash routes (#/, #/new, #/threads/<id>): no server-side fallback needed under /console/. */
import { useEffect, useState } from "preact/hooks";

export type Route = { page: "threads" } | { page: "new" } | { page: "thread"; threadId: string };

export function parseRoute(hash: string): Route {
  const path = hash.replace(/^#/, "") || "/";
  const m = /^\/threads\/([^/?#]+)/.exec(path);
  if (m) return { page: "thread", threadId: decodeURIComponent(m[1]!) };
  if (path.startsWith("/new")) return { page: "new" };
  return { page: "threads" };
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(location.hash));
  useEffect(() => {
    const on = () => setRoute(parseRoute(location.hash));
    window.addEventListener("hashchange", on);
    return () => window.removeEventListener("hashchange", on);
  }, []);
  return route;
}

export function go(path: string): void {
  location.hash = `#${path}`;
}

export const threadHref = (id: string) => `#/threads/${encodeURIComponent(id)}`;
