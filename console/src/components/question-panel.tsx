/**
 * The pending question of a plan — a clarification, an RFC, an approval, a blocker — answered in
 * the browser: the one-word replies it accepts as buttons, "propose changes: …" when it takes
 * changes, and a free-text answer. The reply names the interrupt it answers, so a stale page
 * cannot answer a newer question (409).
 */
import { useState } from "preact/hooks";
import { api, ApiError } from "../api.js";
import { acceptsChanges, QUESTION_TITLES, simpleAccepts, type Question } from "../plan-data.js";

export function QuestionPanel({ threadId, question, onAnswered }: { threadId: string; question: Question; onAnswered: () => void }) {
  const [text, setText] = useState("");
  const [changes, setChanges] = useState("");
  const [sending, setSending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const kind = question.kind ?? "reply";
  const value = question.value ?? {};

  const send = async (reply: string) => {
    setSending(reply);
    setError(null);
    try {
      await api("POST", `/plans/${encodeURIComponent(threadId)}/reply`, { text: reply, ...(question.interrupt_id ? { interrupt_id: question.interrupt_id } : {}) });
      setText("");
      setChanges("");
      onAnswered();
    } catch (e) {
      setError(e instanceof ApiError ? `${e.code}: ${e.message}` : String(e));
    } finally {
      setSending(null);
    }
  };

  return (
    <div class={`question kind-${kind}`} data-testid="question-panel" data-kind={kind} data-interrupt={question.interrupt_id ?? ""}>
      <h2>{QUESTION_TITLES[kind] ?? "A reply is needed"}</h2>
      {typeof value.reask === "string" && value.reask && <p class="warn">{value.reask}</p>}
      <p class="question-text" data-testid="question-text">
        {question.question}
      </p>
      {kind === "rfc" && (
        <dl class="facts">
          <dt>Proposed subtype</dt>
          <dd>{String(value.proposed_subtype ?? "")}</dd>
          <dt>Nearest known</dt>
          <dd>{String(value.nearest_subtype ?? "")}</dd>
        </dl>
      )}
      {typeof value.call_to_action === "string" && <p class="muted">{value.call_to_action}</p>}
      {sending ? (
        <p class="working" data-testid="planning">
          <span class="spinner" /> Sent “{sending}” — planning…
        </p>
      ) : (
        <>
          <div class="actions">
            {simpleAccepts(question).map((a) => (
              <button key={a} class={a === "approve" ? "primary" : ""} data-testid={`reply-${a}`} onClick={() => send(a)}>
                {a}
              </button>
            ))}
          </div>
          {acceptsChanges(question) && (
            <form
              class="inline"
              onSubmit={(e) => {
                e.preventDefault();
                if (changes.trim()) void send(`propose changes: ${changes.trim()}`);
              }}
            >
              <input name="changes" placeholder="What should change? e.g. evenings only" value={changes} onInput={(e) => setChanges(e.currentTarget.value)} data-testid="changes-input" />
              <button type="submit" disabled={!changes.trim()} data-testid="propose-changes">
                Propose changes
              </button>
            </form>
          )}
          <form
            class="inline"
            onSubmit={(e) => {
              e.preventDefault();
              if (text.trim()) void send(text.trim());
            }}
          >
            <textarea name="answer" rows={kind === "clarification" ? 3 : 1} placeholder={kind === "clarification" ? "Your answer" : "Or reply in your own words"} value={text} onInput={(e) => setText(e.currentTarget.value)} data-testid="answer-input" />
            <button type="submit" disabled={!text.trim()} data-testid="send-answer">
              Send
            </button>
          </form>
        </>
      )}
      {error && <p class="error">{error}</p>}
    </div>
  );
}
