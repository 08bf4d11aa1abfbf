/**
 * The reply grammar for interrupts (DESIGN §3): replies are validated before use, and an
 * unusable reply yields `{ kind: "invalid" }` so the node re-asks instead of crashing.
 * A reply arrives as a plain string or `{ text }` (HTTP and the LangGraph client send both).
 */

export type ApprovalReply =
  | { kind: "approve" }
  | { kind: "reject"; reason: string }
  | { kind: "changes"; text: string }
  | { kind: "invalid"; reason: string };

export type BinaryReply<A extends string, B extends string> = { kind: A } | { kind: B } | { kind: "invalid"; reason: string };

/** Longest reply text we accept; longer replies are refused (and re-asked), never truncated silently. */
export const MAX_REPLY_CHARS = 4000;

/** Extract the reply text from a resume value: a string, `{ text }`, or `{ reply }`. */
export function replyText(resume: unknown): string | null {
  if (typeof resume === "string") return resume;
  if (resume && typeof resume === "object") {
    const r = resume as Record<string, unknown>;
    if (typeof r.text === "string") return r.text;
    if (typeof r.reply === "string") return r.reply;
  }
  return null;
}

function normalise(text: string): string {
  return text.trim().replace(/[.!\s]+$/u, "").toLowerCase();
}

/**
 * A whole reply that says yes to the plan in one of the reading languages ("yes please", "looks
 * good", "passt", "d'accord", "vale", "pode ser", "akkoord", "va bene", "はい", "好的"): it approves,
 * as "approve" does. Only the whole reply counts — "yes, but only evenings" is a change request —
 * so a yes inside a longer text never approves by accident. (DESIGN's grammar has "approve" only;
 * a person answering in their own language was told to type an English keyword.)
 */
const APPROVAL_WORDS = new Set(
  [
    // en
    "yes", "yes please", "yep", "yeah", "ok", "okay", "ok thanks", "looks good", "sounds good", "looks great", "perfect", "great", "fine", "good", "go", "go ahead", "do it", "agreed", "lgtm", "👍",
    // de
    "ja", "ja bitte", "passt", "passt so", "gut", "sehr gut", "perfekt", "einverstanden", "genehmigt", "klingt gut", "alles klar", "mach so", "so machen",
    // fr
    "oui", "oui merci", "d'accord", "d’accord", "parfait", "ça marche", "ca marche", "c'est bon", "c’est bon", "très bien", "tres bien", "j'approuve", "validé", "valide",
    // es
    "sí", "si", "vale", "perfecto", "de acuerdo", "me parece bien", "genial", "bien", "adelante", "apruebo", "aprobado",
    // pt
    "sim", "pode ser", "perfeito", "está bom", "esta bom", "tá bom", "ta bom", "combinado", "aprovo", "aprovado", "beleza",
    // nl
    "prima", "akkoord", "goed", "ziet er goed uit", "klinkt goed", "top", "ja graag", "goedgekeurd",
    // it
    "sì", "va bene", "approvo", "approvato", "perfetto", "d'accordo", "d’accordo", "sì grazie", "ottimo", "benissimo",
    // ja
    "はい", "いいです", "いいですね", "大丈夫です", "大丈夫", "お願いします", "それでお願いします", "承認", "承認します", "はい お願いします", "はい それで",
    // zh
    "好", "好的", "可以", "行", "没问题", "沒問題", "同意", "批准", "就这样", "就這樣",
  ].map((w) => w.toLowerCase()),
);

/** "approve" | "reject[: reason]" | "propose changes: …" — case-insensitive, trimmed; a whole-reply yes in any reading language approves too. */
export function parseApprovalReply(resume: unknown): ApprovalReply {
  const raw = replyText(resume);
  if (raw === null) return { kind: "invalid", reason: "the reply must be text" };
  if (raw.length > MAX_REPLY_CHARS) return { kind: "invalid", reason: `the reply is longer than ${MAX_REPLY_CHARS} characters` };
  const text = raw.trim();
  const n = normalise(text);
  if (n === "approve" || n === "approved") return { kind: "approve" };
  if (APPROVAL_WORDS.has(n.normalize("NFC").replace(/[。！!？?,，、～~]+$/u, "").replace(/[,，、]\s*/gu, " ").replace(/\s+/g, " ").trim())) return { kind: "approve" };
  const reject = /^reject(?:ed)?\b[\s:,-]*(.*)$/isu.exec(text);
  if (reject) return { kind: "reject", reason: reject[1]!.trim() };
  const changes = /^propose\s+changes?\s*:\s*(.*)$/isu.exec(text);
  if (changes) {
    const body = changes[1]!.trim();
    return body ? { kind: "changes", text: body } : { kind: "invalid", reason: 'say what to change after "propose changes:"' };
  }
  return { kind: "invalid", reason: 'reply "approve", "reject" or "propose changes: …"' };
}

/** RFC replies: approve (add the subtype to the taxonomy) or reject (nearest canonical subtype). */
export function parseRfcReply(resume: unknown): BinaryReply<"approve", "reject"> {
  const raw = replyText(resume);
  if (raw === null) return { kind: "invalid", reason: "the reply must be text" };
  const n = normalise(raw);
  if (n === "approve" || n === "approved") return { kind: "approve" };
  if (n.startsWith("reject")) return { kind: "reject" };
  return { kind: "invalid", reason: 'reply "approve" or "reject"' };
}

/** Blocker replies (ADR-0079 escalation exhausted): retry or abandon. */
export function parseBlockerReply(resume: unknown): BinaryReply<"retry", "abandon"> {
  const raw = replyText(resume);
  if (raw === null) return { kind: "invalid", reason: "the reply must be text" };
  const n = normalise(raw);
  if (n === "retry") return { kind: "retry" };
  if (n === "abandon") return { kind: "abandon" };
  return { kind: "invalid", reason: 'reply "retry" or "abandon"' };
}

/** Clarification answers: any non-empty text within the limit. */
export function parseClarificationReply(resume: unknown): { kind: "answer"; text: string } | { kind: "invalid"; reason: string } {
  const raw = replyText(resume);
  if (raw === null) return { kind: "invalid", reason: "the reply must be text" };
  const text = raw.trim();
  if (!text) return { kind: "invalid", reason: "the answer is empty" };
  if (text.length > MAX_REPLY_CHARS) return { kind: "invalid", reason: `the answer is longer than ${MAX_REPLY_CHARS} characters` };
  return { kind: "answer", text };
}

export type EscalationReply =
  | { kind: "choice"; index: number }
  | { kind: "reject"; reason: string }
  | { kind: "constraint"; text: string }
  | { kind: "invalid"; reason: string };

/**
 * Escalation replies: the number of a choice (or its exact label), "reject[: reason]" (also
 * "cancel"/"stop"), or a new constraint in the person's own words (read by the reader).
 */
export function parseEscalationReply(resume: unknown, choices: readonly { id: string; label: string }[]): EscalationReply {
  const raw = replyText(resume);
  if (raw === null) return { kind: "invalid", reason: "the reply must be text" };
  if (raw.length > MAX_REPLY_CHARS) return { kind: "invalid", reason: `the reply is longer than ${MAX_REPLY_CHARS} characters` };
  const text = raw.trim();
  if (!text) return { kind: "invalid", reason: "the reply is empty" };
  const n = normalise(text);
  const number = /^(?:#|option\s+|choice\s+)?(\d{1,2})$/u.exec(n);
  if (number) {
    const index = Number(number[1]) - 1;
    if (index >= 0 && index < choices.length) return { kind: "choice", index };
    return { kind: "invalid", reason: choices.length ? `choose a number from 1 to ${choices.length}, state a new constraint, or reply "reject"` : 'state a new constraint, or reply "reject"' };
  }
  const byLabel = choices.findIndex((c) => normalise(c.label) === n || c.id === n);
  if (byLabel >= 0) return { kind: "choice", index: byLabel };
  if (/^(cancel|abandon|stop)$/u.test(n)) return { kind: "reject", reason: "" };
  const reject = /^reject(?:ed)?\b[\s:,-]*(.*)$/isu.exec(text);
  if (reject) return { kind: "reject", reason: reject[1]!.trim() };
  return { kind: "constraint", text: text.replace(/^propose\s+changes?\s*:\s*/iu, "") };
}

/** Change requests the reading has no field for but a stage can act on: structure, ordering, spreading. */
export function isStageRequest(text: string): boolean {
  const t = text.toLowerCase();
  return STRUCTURE_RE.test(t) || /\b(spread|evenly|rest days?|front[- ]?load|as early as possible|asap|get ahead|buffer|earlier|sooner|order|sequence)\b/u.test(t);
}

const STRUCTURE_RE = /\b(add|remove|drop|delete|split|merge|rename|extra|another)\b.*\b(phase|milestone|task|step|goal)s?\b|\b(phase|milestone|task|step)s?\b.*\b(add|remove|drop|delete)\b/u;

/**
 * Which DRAFT stage a change request goes back to. Timing words → schedule; ordering and
 * dates of phases → roadmap; structure (add/remove phases, milestones, tasks) → outline.
 * Checked in that order of specificity: the cheapest stage that can honour the change wins.
 */
export function classifyChangeRequest(text: string): "change_schedule" | "change_roadmap" | "change_outline" {
  const t = text.toLowerCase();
  const structure = STRUCTURE_RE;
  const timing =
    /\b(morning|mornings|evening|evenings|night|afternoon|lunch|weekend|weekends|weekday|weekdays|monday|tuesday|wednesday|thursday|friday|saturday|sunday|am|pm|o'clock|hour|hours|minute|minutes|times a week|per week|a day|daily|before \d|after \d|\d{1,2}(:\d{2})?\s*(am|pm))\b/u;
  const ordering = /\b(earlier|later|sooner|order|sequence|first|before|after|buffer|deadline|finish by|start by|roadmap)\b/u;
  if (structure.test(t)) return "change_outline";
  if (timing.test(t)) return "change_schedule";
  if (ordering.test(t)) return "change_roadmap";
  return "change_outline";
}
