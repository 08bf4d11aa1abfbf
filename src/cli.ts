/**
 * goalgraph command line: `serve` runs the HTTP service. Flags override the environment.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { loadConfig } from "./config.js";
import { isGoalgraphError } from "./errors.js";
import { buildApp } from "./server/app.js";

const USAGE = `usage:
  goalgraph serve [--port 8123] [--host 127.0.0.1] [--db data/goalgraph.sqlite]
`;

export function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string };
  return pkg.version;
}

async function serve(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { port: { type: "string" }, host: { type: "string" }, db: { type: "string" } },
    strict: true,
  });
  const env = { ...process.env };
  if (values.port !== undefined) env.GOALGRAPH_PORT = values.port;
  if (values.host !== undefined) env.GOALGRAPH_HOST = values.host;
  if (values.db !== undefined) env.GOALGRAPH_DB = values.db;
  const config = loadConfig(env);
  const app = await buildApp({ config, version: packageVersion() });
  const close = async (signal: string) => {
    app.log.info({ signal }, "shutting down");
    await app.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void close("SIGINT"));
  process.once("SIGTERM", () => void close("SIGTERM"));
  await app.listen({ port: config.server.port, host: config.server.host });
  return 0;
}

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case "serve":
        return await serve(rest);
      case undefined:
      case "help":
      case "--help":
        process.stdout.write(USAGE);
        return command === undefined ? 2 : 0;
      default:
        process.stderr.write(`goalgraph: unknown command ${JSON.stringify(command)}\n${USAGE}`);
        return 2;
    }
  } catch (e) {
    if (isGoalgraphError(e)) {
      process.stderr.write(`goalgraph: ${e.code}: ${e.message}\n`);
      return 1;
    }
    throw e;
  }
}

// Run when executed directly (tsx src/cli.ts …), not when imported by tests or bin/.
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const code = await main(process.argv.slice(2));
  if (code !== 0) process.exitCode = code;
}
