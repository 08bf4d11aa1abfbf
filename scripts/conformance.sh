#!/usr/bin/env bash
# Run the official LangGraph.js API server test suite (langchain-ai/langgraphjs,
# libs/langgraph-api/tests: api.test.mts and embed.test.mts) against `goalgraph serve --config
# <its tests/graphs/langgraph.json>`. Nothing of the suite is committed here: it is checked out
# into a scratch directory outside the repository, its few extra npm packages are installed
# there, and the only change made to it is the server address (the embed tests get the same
# server over HTTP instead of their in-process one).
#
#   scripts/conformance.sh                 # both files, summary at the end
#   scripts/conformance.sh api             # only api.test.mts (or: embed)
#   scripts/conformance.sh api -t "wait"   # extra arguments go to vitest
#
# Environment:
#   LANGGRAPHJS_GIT   a git directory (clone or mirror) of langchain-ai/langgraphjs; without it
#                     the script clones https://github.com/langchain-ai/langgraphjs (blobless)
#   LANGGRAPHJS_REF   the commit to test against (default: the one the README figures are for)
#   CONFORMANCE_DIR   scratch directory (default /tmp/goalgraph-conformance)
#   PORT              the server's port (default 2024, the suite's own default)
set -euo pipefail

REPO="$(cd "$(dirname "$0")/.." && pwd)"
REF="${LANGGRAPHJS_REF:-f8bdf16d4fe23a79e945ea5dc6f86bbf09abb77d}"
DIR="${CONFORMANCE_DIR:-/tmp/goalgraph-conformance}"
PORT="${PORT:-2024}"
WHICH="${1:-all}"
[ $# -gt 0 ] && shift
case "$WHICH" in all | api | embed) ;; *) echo "usage: $0 [all|api|embed] [vitest args…]" >&2; exit 2 ;; esac
case "$DIR" in "$REPO" | "$REPO"/*) echo "CONFORMANCE_DIR must be outside the repository" >&2; exit 2 ;; esac

# 1. The suite at REF, tests and their graphs only (extracted afresh each time, so the one edit
#    below always starts from the original files).
mkdir -p "$DIR"
GIT="${LANGGRAPHJS_GIT:-$DIR/langgraphjs.git}"
if ! git --git-dir="$GIT" cat-file -e "$REF^{commit}" 2>/dev/null; then
  [ -d "$GIT" ] || git clone --bare --filter=blob:none https://github.com/langchain-ai/langgraphjs "$GIT"
  git --git-dir="$GIT" fetch origin "$REF"
fi
rm -rf "$DIR/suite"
mkdir -p "$DIR/suite"
git --git-dir="$GIT" archive "$REF" libs/langgraph-api/tests libs/langgraph-api/vitest.config.js | tar -x -C "$DIR/suite"
TESTS="$DIR/suite/libs/langgraph-api/tests"

# 2. Its extra packages in the scratch directory; everything else (the LangGraph packages among
#    them) resolves to this repository's node_modules, so the graphs the server loads and the
#    server share one copy of @langchain/langgraph and @langchain/core.
if [ ! -d "$DIR/node_modules/wait-port" ]; then
  (cd "$DIR" && printf '{"private":true,"type":"module"}\n' >package.json &&
    npm install --no-audit --no-fund --silent postgres@3 wait-port@1 hono@4 jose@6 dedent@1 >/dev/null)
fi
for entry in "$REPO"/node_modules/* "$REPO"/node_modules/@*/*; do
  name="${entry#"$REPO"/node_modules/}"
  [ -e "$DIR/node_modules/$name" ] && continue
  mkdir -p "$(dirname "$DIR/node_modules/$name")"
  ln -s "$entry" "$DIR/node_modules/$name"
done
rm -f "$DIR/suite/node_modules"
ln -s "$DIR/node_modules" "$DIR/suite/node_modules"

# 3. The one change: where the server is.
node - "$TESTS" "$PORT" <<'EOF'
const fs = require("node:fs");
const [dir, port] = process.argv.slice(2);
const url = `http://localhost:${port}`;
function patch(file, edits) {
  const path = `${dir}/${file}`;
  let src = fs.readFileSync(path, "utf8");
  for (const [from, to] of edits) {
    const hit = typeof from === "string" ? src.includes(from) : from.test(src);
    if (!hit) throw new Error(`${file}: pattern not found: ${from}`);
    src = src.replace(from, to);
  }
  fs.writeFileSync(path, src);
}
patch("api.test.mts", [['const API_URL = "http://localhost:2024";', `const API_URL = ${JSON.stringify(url)};`]]);
patch("embed.test.mts", [
  [/import \{\s*createEmbedServer,\s*type ThreadSaver,?\s*\} from "\.\.\/src\/experimental\/embed\.mjs";/, ""],
  [/const server = createEmbedServer\(\{[\s\S]*?\n\}\);\n/, ""],
  ["new Client<any>({ callerOptions: { fetch: server.request } })", `new Client<any>({ apiUrl: ${JSON.stringify(url)} })`],
  [/beforeEach\(\(\) => threads\.truncate\(\)\);/g, `beforeEach(() => truncate(${JSON.stringify(url)}, { threads: true }));`],
  ['import { findLast, gatherIterator } from "./utils.mjs";', 'import { findLast, gatherIterator, truncate } from "./utils.mjs";'],
]);
EOF

# 4. The server, on a fresh database, with the test-only truncate endpoint.
DB="$DIR/goalgraph-conformance.sqlite"
rm -f "$DB" "$DB"-*
LOG="$DIR/server.log"
GOALGRAPH_LOG_LEVEL="${GOALGRAPH_LOG_LEVEL:-warn}" GOALGRAPH_ALLOW_TRUNCATE=1 \
  node "$REPO/bin/goalgraph.mjs" serve --config "$TESTS/graphs/langgraph.json" --port "$PORT" --host 127.0.0.1 --db "$DB" >"$LOG" 2>&1 &
SERVER=$!
trap 'kill "$SERVER" 2>/dev/null || true; wait "$SERVER" 2>/dev/null || true' EXIT
for _ in $(seq 1 120); do
  curl -sf "http://127.0.0.1:$PORT/ok" >/dev/null 2>&1 && break
  kill -0 "$SERVER" 2>/dev/null || { cat "$LOG" >&2; exit 1; }
  sleep 0.5
done

# 5. The suite.
FILES=()
[ "$WHICH" != embed ] && FILES+=("tests/api.test.mts")
[ "$WHICH" != api ] && FILES+=("tests/embed.test.mts")
set +e
(cd "$DIR/suite/libs/langgraph-api" && "$REPO/node_modules/.bin/vitest" run --root . --config vitest.config.js \
  --reporter=default --reporter=json --outputFile="$DIR/results.json" "${FILES[@]}" "$@")
STATUS=$?
set -e
node - "$DIR/results.json" <<'EOF'
const r = require(process.argv[2]);
for (const f of r.testResults) {
  const name = f.name.split("/").pop();
  const a = f.assertionResults;
  const pass = a.filter((t) => t.status === "passed").length;
  const run = a.filter((t) => t.status === "passed" || t.status === "failed").length;
  console.log(`${name}: ${pass} of ${run} passed${a.length > run ? ` (${a.length - run} skipped)` : ""}`);
  for (const t of a.filter((t) => t.status === "failed")) console.log(`  FAIL ${t.fullName}`);
}
EOF
echo "server log: $LOG"
exit $STATUS
