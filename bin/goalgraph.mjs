#!/usr/bin/env node
// The `goalgraph` command: runs the TypeScript CLI through tsx's loader (no build step).
import { register } from "tsx/esm/api";

register();
const { main } = await import("../src/cli.ts");
process.exitCode = await main(process.argv.slice(2));
