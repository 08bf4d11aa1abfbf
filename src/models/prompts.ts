/**
 * Prompts as files (`prompts/<name>.md`), filled strictly: every `{placeholder}` must be given,
 * every given variable must be used, `{{` and `}}` are literal braces, and any other brace is a
 * syntax error — so a prompt and the code that fills it cannot drift apart silently.
 *
 * A file is the system message, then a line `<!-- user -->`, then the user message. User text
 * and model output are always data: templates wrap them in tags such as `<user_goal>…</user_goal>`
 * and every value is neutralised before insertion (a `<` that would start a tag becomes `&lt;`),
 * so a value can never close its delimiter or open a new one.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PromptError } from "./errors.js";

/** Each prompt and the variables its calling code provides (tests check the files against this). */
export const PROMPT_VARIABLES = {
  perceiver: ["goal", "now", "timezone", "labels"],
  "reply-reader": ["reply", "reading", "now", "timezone"],
  "context-elicitor": ["task", "pattern", "probing_depth"],
  "agent-validator": ["subtask", "output", "criteria"],
  "meta-validator": ["outcomes", "task_criteria"],
  solver: ["unit", "transcript"],
  summarizer: ["plan", "style", "tone", "talkativeness"],
  executor: ["subtask", "corrections", "tools"],
} as const satisfies Record<string, readonly string[]>;

export type PromptName = keyof typeof PROMPT_VARIABLES;
export type PromptVars<N extends PromptName> = Record<(typeof PROMPT_VARIABLES)[N][number], string>;
export const PROMPT_NAMES = Object.keys(PROMPT_VARIABLES) as PromptName[];

export const USER_MARKER = "<!-- user -->";

type Token = { kind: "text"; text: string } | { kind: "var"; name: string };

export interface ParsedTemplate {
  tokens: Token[];
  placeholders: string[];
}

/** Tokenise a template; throws PROMPT_SYNTAX naming the line of a stray brace. */
export function parseTemplate(template: string, source = "template"): ParsedTemplate {
  const tokens: Token[] = [];
  const names: string[] = [];
  let text = "";
  const lineAt = (i: number) => template.slice(0, i).split("\n").length;
  for (let i = 0; i < template.length; i++) {
    const c = template[i]!;
    if (c === "{" && template[i + 1] === "{") {
      text += "{";
      i++;
    } else if (c === "}" && template[i + 1] === "}") {
      text += "}";
      i++;
    } else if (c === "{") {
      const m = /^\{([a-z_][a-z0-9_]*)\}/.exec(template.slice(i, i + 64));
      if (!m) throw new PromptError("PROMPT_SYNTAX", `${source}: line ${lineAt(i)}: "{" must start a {placeholder} or be doubled as "{{"`, { source, line: lineAt(i) });
      if (text) tokens.push({ kind: "text", text });
      text = "";
      tokens.push({ kind: "var", name: m[1]! });
      if (!names.includes(m[1]!)) names.push(m[1]!);
      i += m[0].length - 1;
    } else if (c === "}") {
      throw new PromptError("PROMPT_SYNTAX", `${source}: line ${lineAt(i)}: a lone "}" must be doubled as "}}"`, { source, line: lineAt(i) });
    } else {
      text += c;
    }
  }
  if (text) tokens.push({ kind: "text", text });
  return { tokens, placeholders: names };
}

/** Make a value safe inside a tag delimiter: anything that would start a tag is escaped. */
export function neutralize(value: string): string {
  return value.replace(/<(?=\s*\/?\s*[A-Za-z_!?])/g, "&lt;");
}

/** Fill a parsed template strictly. */
export function fillTemplate(parsed: ParsedTemplate, vars: Record<string, string>, source = "template"): string {
  const given = Object.keys(vars);
  const missing = parsed.placeholders.filter((p) => !Object.prototype.hasOwnProperty.call(vars, p));
  if (missing.length) throw new PromptError("PROMPT_MISSING_VARIABLE", `${source}: no value for {${missing.join("}, {")}}`, { source, missing });
  const unused = given.filter((g) => !parsed.placeholders.includes(g));
  if (unused.length) throw new PromptError("PROMPT_UNUSED_VARIABLE", `${source}: variable(s) ${unused.join(", ")} given but the prompt has no such placeholder`, { source, unused });
  return parsed.tokens.map((t) => (t.kind === "text" ? t.text : neutralize(String(vars[t.name])))).join("");
}

export interface RenderedPrompt {
  system: string;
  user: string;
}

export interface PromptLibrary {
  render<N extends PromptName>(name: N, vars: PromptVars<N>): RenderedPrompt;
  /** Placeholders the file uses (system and user parts together). */
  placeholdersOf(name: PromptName): string[];
}

/** The repository's prompts/ directory. */
export const DEFAULT_PROMPTS_DIR = fileURLToPath(new URL("../../prompts/", import.meta.url));

interface LoadedPrompt {
  system: ParsedTemplate;
  user: ParsedTemplate;
  all: ParsedTemplate;
}

function splitPrompt(name: string, text: string): LoadedPrompt {
  const idx = text.indexOf(`\n${USER_MARKER}\n`);
  if (idx < 0) throw new PromptError("PROMPT_SYNTAX", `${name}.md: no "${USER_MARKER}" line separating the system and user messages`, { source: name });
  const system = parseTemplate(text.slice(0, idx).trim(), `${name}.md (system)`);
  const user = parseTemplate(text.slice(idx + USER_MARKER.length + 2).trim(), `${name}.md (user)`);
  return { system, user, all: { tokens: [], placeholders: [...new Set([...system.placeholders, ...user.placeholders])] } };
}

/** Reads every known prompt once (composition root). A missing or malformed file throws here, at startup. */
export function loadPrompts(dir: string = DEFAULT_PROMPTS_DIR, names: readonly PromptName[] = PROMPT_NAMES): PromptLibrary {
  const loaded = new Map<PromptName, LoadedPrompt>();
  for (const name of names) {
    let text: string;
    try {
      text = readFileSync(join(dir, `${name}.md`), "utf8");
    } catch (e) {
      throw new PromptError("PROMPT_NOT_FOUND", `prompt file ${name}.md not found in ${dir}`, { source: name, cause: e instanceof Error ? e.message : String(e) });
    }
    loaded.set(name, splitPrompt(name, text.replace(/\r\n/g, "\n")));
  }
  const get = (name: PromptName): LoadedPrompt => {
    const p = loaded.get(name);
    if (!p) throw new PromptError("PROMPT_NOT_FOUND", `prompt ${name} was not loaded`, { source: name });
    return p;
  };
  return {
    render(name, vars) {
      const p = get(name);
      const all = vars as Record<string, string>;
      // Strictness is checked against the whole file; each part then takes its own variables.
      fillTemplate({ tokens: [], placeholders: p.all.placeholders }, all, `${name}.md`);
      const pick = (t: ParsedTemplate) => Object.fromEntries(t.placeholders.map((k) => [k, all[k]!]));
      return { system: fillTemplate(p.system, pick(p.system), `${name}.md`), user: fillTemplate(p.user, pick(p.user), `${name}.md`) };
    },
    placeholdersOf: (name) => [...get(name).all.placeholders],
  };
}

/** JSON for a prompt: compact but readable, cut at `max` characters with a visible marker. */
export function promptJson(value: unknown, max = 8_000): string {
  const s = JSON.stringify(value, null, 1) ?? "null";
  return s.length <= max ? s : `${s.slice(0, max)}\n…[truncated ${s.length - max} characters]`;
}
