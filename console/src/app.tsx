/**
 * The console shell: navigation, the API-key box (asked for when the service answers 401, kept
 * for the browser session), and the page the hash route names.
 */
import { useEffect, useState } from "preact/hooks";
import { apiKey, setApiKey, UNAUTHORIZED_EVENT } from "./api.js";
import { StartPlanPage } from "./pages/start-plan-page.js";
import { ThreadPage } from "./pages/thread-page.js";
import { ThreadsPage } from "./pages/threads-page.js";
import { useRoute } from "./router.js";

function KeyBox({ needed, onSaved }: { needed: string | null; onSaved: () => void }) {
  const [draft, setDraft] = useState("");
  const [editing, setEditing] = useState(false);
  const has = apiKey() !== null;
  if (!needed && !editing) {
    return (
      <button class="link" onClick={() => setEditing(true)}>
        {has ? "API key ✓" : "API key"}
      </button>
    );
  }
  return (
    <form
      class="key-box"
      data-testid="api-key-form"
      onSubmit={(e) => {
        e.preventDefault();
        setApiKey(draft.trim() || null);
        setDraft("");
        setEditing(false);
        onSaved();
      }}
    >
      {needed && <span class="warn">{needed}</span>}
      <input type="password" name="api-key" placeholder="API key" autocomplete="off" value={draft} onInput={(e) => setDraft(e.currentTarget.value)} />
      <button type="submit">Use key</button>
      {has && (
        <button type="button" class="link" onClick={() => (setApiKey(null), setEditing(false), onSaved())}>
          forget
        </button>
      )}
    </form>
  );
}

export function App() {
  const route = useRoute();
  const [needKey, setNeedKey] = useState<string | null>(null);
  // Bumped when the key changes, so pages fetch again.
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    const on = (e: Event) => setNeedKey(String((e as CustomEvent).detail ?? "an API key is required"));
    window.addEventListener(UNAUTHORIZED_EVENT, on);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, on);
  }, []);
  const saved = () => {
    setNeedKey(null);
    setGeneration((g) => g + 1);
  };
  return (
    <div class="shell">
      <header>
        <a class="brand" href="#/">
          goalgraph
        </a>
        <nav>
          <a href="#/" class={route.page === "threads" ? "active" : ""}>
            Threads
          </a>
          <a href="#/new" class={route.page === "new" ? "active" : ""} data-testid="nav-new">
            New plan
          </a>
        </nav>
        <KeyBox needed={needKey} onSaved={saved} />
      </header>
      <main key={generation}>
        {route.page === "threads" && <ThreadsPage />}
        {route.page === "new" && <StartPlanPage />}
        {route.page === "thread" && <ThreadPage threadId={route.threadId} />}
      </main>
    </div>
  );
}
