/**
 * Nothing outside src/store writes SQL (issue 11, "one store"): a source scan of src/ and graphs/
 * for SQL in any form — driver calls, query-builder calls, `sql` templates, SQL text in string
 * literals, and imports of database drivers. Comments are not code, so the scan reads the
 * TypeScript syntax tree rather than the text.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");
const STORE = join("src", "store") + sep;

/** Query-builder entry points (Kysely) and driver calls that always mean SQL. */
const BUILDER_CALLS = new Set(["selectFrom", "insertInto", "updateTable", "deleteFrom", "replaceInto", "mergeInto", "prepare", "pragma"]);
/** Driver calls that mean SQL when given SQL text (`exec` is also RegExp#exec). */
const TEXT_CALLS = new Set(["exec", "run", "query", "execute"]);
const DRIVERS = ["kysely", "better-sqlite3", "pg", "@langchain/langgraph-checkpoint-sqlite", "@langchain/langgraph-checkpoint-postgres"];
const SQL_TEXT =
  /\b(?:select\s+(?:\*|distinct\b|(?:count|coalesce|max|min|sum|avg|json_extract)\s*\()|select\b[\s\S]*\bfrom\s+["`]?\w+["`]?\s+(?:where|order|group|limit|join)\b|insert\s+(?:or\s+\w+\s+)?into\s+["`]?\w+|update\s+["`]?\w+["`]?\s+set\s+\w+\s*=|delete\s+from\s+["`]?\w+|create\s+(?:unique\s+)?(?:table|index|virtual\s+table|trigger|view)\s|drop\s+(?:table|index|trigger|view)\s|alter\s+table\s|pragma\s+\w+\s*(?:=|\()|on\s+conflict\s*\()/i;

interface SqlFinding {
  line: number;
  what: string;
}

/** Every place in `source` that writes SQL. */
function findSql(source: string, fileName = "x.ts"): SqlFinding[] {
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const out: SqlFinding[] = [];
  const at = (n: ts.Node, what: string) => out.push({ line: sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1, what });
  const text = (n: ts.Node): string | null =>
    ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)
      ? n.text
      : ts.isTemplateExpression(n)
        ? [n.head.text, ...n.templateSpans.map((s) => s.literal.text)].join(" ? ")
        : null;
  const visit = (n: ts.Node): void => {
    if ((ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) && n.moduleSpecifier && ts.isStringLiteral(n.moduleSpecifier)) {
      if (DRIVERS.includes(n.moduleSpecifier.text)) at(n, `imports ${n.moduleSpecifier.text}`);
      return;
    }
    if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword && n.arguments[0] && ts.isStringLiteral(n.arguments[0])) {
      if (DRIVERS.includes(n.arguments[0].text)) at(n, `imports ${n.arguments[0].text}`);
    }
    if (ts.isTaggedTemplateExpression(n)) {
      const tag = n.tag.getText(sf);
      if (tag === "sql" || tag.startsWith("sql.") || tag.startsWith("sql<")) at(n, `${tag}\`…\``);
    }
    if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression)) {
      const name = n.expression.name.text;
      const first = n.arguments[0] ? text(n.arguments[0]) : null;
      if (BUILDER_CALLS.has(name)) at(n, `.${name}(…)`);
      else if (TEXT_CALLS.has(name) && first !== null && SQL_TEXT.test(first)) at(n, `.${name}("${first.slice(0, 40)}…")`);
    }
    const t = text(n);
    if (t !== null && SQL_TEXT.test(t)) at(n, `SQL text "${t.replace(/\s+/g, " ").slice(0, 60)}…"`);
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

/** Names of the functions among `names` that `source` calls (once per call). */
function callsTo(source: string, names: string[]): string[] {
  const sf = ts.createSourceFile("x.ts", source, ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const visit = (n: ts.Node): void => {
    if (ts.isCallExpression(n)) {
      const callee = ts.isIdentifier(n.expression) ? n.expression.text : ts.isPropertyAccessExpression(n.expression) ? n.expression.name.text : null;
      if (callee && names.includes(callee)) out.push(callee);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

function tsFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(".ts"))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)));
}

describe("SQL lives in src/store only", () => {
  it("finds no SQL in src/ or graphs/ outside src/store", () => {
    const files = [...tsFiles("src"), ...tsFiles("graphs")].filter((f) => !f.startsWith(STORE));
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((f) => findSql(readFileSync(join(ROOT, f), "utf8"), f).map((x) => `${f}:${x.line} ${x.what}`));
    expect(found).toEqual([]);
  });

  it("only the composition root opens the database: once, plus the bus's one second connection (and once for `goalgraph migrate`)", () => {
    const opens = [...tsFiles("src"), ...tsFiles("graphs")]
      .filter((f) => !f.startsWith(STORE))
      .flatMap((f) => callsTo(readFileSync(join(ROOT, f), "utf8"), ["openDatabase", "openAppDatabase", "openSecondConnection", "createCheckpointer"]).map((name) => `${f} ${name}`));
    expect(opens.sort()).toEqual([
      join("src", "app", "runtime.ts") + " createCheckpointer",
      join("src", "app", "runtime.ts") + " openAppDatabase",
      join("src", "app", "runtime.ts") + " openAppDatabase",
      join("src", "app", "runtime.ts") + " openSecondConnection",
    ]);
  });

  it("the scan sees the store's own SQL in each of its forms (so a miss above is not blindness)", () => {
    const whats = tsFiles(join("src", "store")).flatMap((f) => findSql(readFileSync(join(ROOT, f), "utf8"), f).map((x) => x.what));
    expect(whats).toEqual(expect.arrayContaining([".selectFrom(…)", ".insertInto(…)", ".updateTable(…)", ".deleteFrom(…)", ".prepare(…)", ".pragma(…)", "imports kysely", "imports better-sqlite3"]));
    expect(whats.some((w) => w.startsWith("sql`") || w.startsWith("sql<"))).toBe(true);
    expect(whats.some((w) => w.startsWith("SQL text"))).toBe(true);
  });

  it.each([
    ["a prepared statement", `db.sqlite.prepare("select 1")`],
    ["a pragma", `db.pragma("synchronous = NORMAL")`],
    ["a Kysely query", `await db.kysely.updateTable("runs").set({ a: 1 }).execute()`],
    ["a sql template", "await sql`DROP TABLE x`.execute(db)"],
    ["SQL in a template string", "const q = `SELECT * FROM bus_messages WHERE id > ${n}`"],
    ["lower-case SQL in a string", `run("insert into plans (id) values (?)")`],
    ["an aggregate", `const q = "select coalesce(max(id), 0) as id from bus_messages"`],
    ["an upsert", `const q = "... on conflict (thread_id) do nothing"`],
    ["DDL", `const q = "create virtual table memory_fts using fts5(text)"`],
    ["SQL through exec", `db.exec("DELETE FROM traces")`],
    ["a driver import", `import type { Statement } from "better-sqlite3";`],
    ["a dynamic driver import", `const { Pool } = await import("pg");`],
    ["a Kysely import", `import { sql } from "kysely";`],
  ])("flags %s", (_what, code) => {
    expect(findSql(code)).not.toEqual([]);
  });

  it.each([
    ["a regular expression", `const m = /^Bearer\\s+(.+)$/i.exec(auth)`],
    ["prose that mentions selecting", `const msg = "select the approach that failed least, then update the plan"`],
    ["a comment with SQL", "// SELECT * FROM bus_messages WHERE id > ?\nconst x = 1;"],
    ["a bus message type", `publish({ type: "memory_query", payload: { op: "select" } })`],
  ])("does not flag %s", (_what, code) => {
    expect(findSql(code)).toEqual([]);
  });
});
