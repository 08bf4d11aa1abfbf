/**
 * The web console in a real browser: playwright-core drives Debian's chromium (never a
 * downloaded one) against the real service with an API key. A person enters the key, starts a
 * plan, answers a clarification and an RFC, proposes a change, approves, and sees COMPLETE with
 * the loss chart, the roadmap Gantt and the week calendar drawn; then browses checkpoints, bus
 * messages and the threads list. Screenshots land in test-artifacts/console/ (gitignored).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startService, type Service } from "../../src/app/service.js";
import { loadConfig } from "../../src/config.js";
import { CONSOLE_DIST } from "../../src/server/routes/console.js";

const KEY = "console-browser-key-1";
const ARTIFACTS = new URL("../../test-artifacts/console/", import.meta.url).pathname;
const CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking"];

/** Debian's chromium (or GOALGRAPH_CHROMIUM); .ci/run installs it with apt-get when missing. */
function chromiumPath(): string {
  const configured = process.env.GOALGRAPH_CHROMIUM;
  if (configured) return configured;
  try {
    return execFileSync("sh", ["-c", "command -v chromium || command -v chromium-browser"], { encoding: "utf8" }).trim().split("\n")[0]!;
  } catch {
    throw new Error("no chromium on PATH: install Debian's (apt-get install -y chromium) or set GOALGRAPH_CHROMIUM");
  }
}

let dir: string;
let svc: Service;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  if (!existsSync(join(CONSOLE_DIST, "index.html"))) {
    // A checkout installed with --ignore-scripts: build the console the way `npm install` would.
    execFileSync(process.execPath, [new URL("../../console/build.mjs", import.meta.url).pathname], { stdio: "inherit" });
  }
  mkdirSync(ARTIFACTS, { recursive: true });
  dir = mkdtempSync(join(tmpdir(), "gg-console-"));
  const config = loadConfig({ GOALGRAPH_DB: join(dir, "console.sqlite"), GOALGRAPH_PORT: "0", GOALGRAPH_HOST: "127.0.0.1", GOALGRAPH_LOG_LEVEL: "silent", GOALGRAPH_API_KEYS: `${KEY}:alice` });
  svc = await startService(config, "test");
  browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_FLAGS });
  page = await browser.newPage({ viewport: { width: 1280, height: 900 }, timezoneId: "Europe/Berlin" });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await svc?.app.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

interface Storage {
  getItem(key: string): string | null;
}
interface Canvas {
  width: number;
  height: number;
  getContext(kind: "2d"): { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } };
}

const shot = (name: string) => page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
const panel = () => page.getByTestId("question-panel");

/** Click (or submit) something that replies, and wait until the page shows what came after it. */
async function reply(action: () => Promise<void>): Promise<void> {
  const loads = page.getByTestId("thread-page");
  const before = Number(await loads.getAttribute("data-loads"));
  const answered = page.waitForResponse((r) => r.url().includes("/reply") && r.request().method() === "POST", { timeout: 60_000 });
  await action();
  const res = await answered;
  expect(res.status(), await res.text()).toBe(200);
  // The page then loads the plan again (the next question, or none).
  await expect.poll(async () => Number(await loads.getAttribute("data-loads")), { timeout: 30_000 }).toBeGreaterThan(before);
}

describe("web console", () => {
  it("plans a goal from the browser: clarification → RFC → change → approval → COMPLETE, with chart, Gantt and calendar", { timeout: 180_000 }, async () => {
    await page.goto(`${svc.address}/console/`);
    // The service wants a key: the console asks for it once and keeps it for the session.
    await page.getByTestId("api-key-form").locator("input").fill(KEY);
    await page.getByTestId("api-key-form").getByRole("button", { name: "Use key" }).click();
    await expect.poll(() => page.getByTestId("threads-table").isVisible()).toBe(true);
    // (Browser globals: the root tsconfig has no DOM lib, so they are typed where used.)
    expect(await page.evaluate(() => (globalThis as unknown as { sessionStorage: Storage }).sessionStorage.getItem("goalgraph.apiKey"))).toBe(KEY);

    await page.getByTestId("nav-new").click();
    const form = page.getByTestId("start-plan-form");
    await form.locator("textarea[name=goal]").fill("Get better");
    await form.locator("input[name=timezone]").fill("Europe/Berlin");
    await form.getByRole("button", { name: "Start planning" }).click();

    // 1. A clarification.
    await panel().waitFor({ timeout: 60_000 });
    expect(await panel().getAttribute("data-kind")).toBe("clarification");
    expect(await page.getByTestId("plan-status").textContent()).toBe("needs_clarification");
    await shot("1-clarification");
    await reply(async () => {
      await page.getByTestId("answer-input").fill("3 times a week after work.");
      await page.getByTestId("send-answer").click();
    });
    // The rhythm is taken; what the result should be is asked again, and answered.
    await expect.poll(() => page.getByTestId("question-text").textContent()).toMatch(/concrete result/);
    await reply(async () => {
      await page.getByTestId("answer-input").fill("Become a licensed beekeeper by June 1");
      await page.getByTestId("send-answer").click();
    });

    // 2. An RFC for a new subtype (no known subtype fits a beekeeping licence).
    await expect.poll(() => panel().getAttribute("data-kind")).toBe("rfc");
    expect(await panel().textContent()).toMatch(/new subtype/);
    await shot("2-rfc");
    await reply(() => page.getByTestId("reply-approve").click());

    // 3. The plan to approve: propose a change first.
    await expect.poll(() => panel().getAttribute("data-kind")).toBe("approval");
    expect(await page.getByTestId("question-text").textContent()).toMatch(/Approve this plan\?/);
    await shot("3-approval");
    await reply(async () => {
      await page.getByTestId("changes-input").fill("no sessions on Fridays");
      await page.getByTestId("propose-changes").click();
    });
    await expect.poll(() => panel().getAttribute("data-kind")).toBe("approval");
    const timeline = await page.getByTestId("stage-timeline").textContent();
    expect(timeline).toContain("DRAFT_SCHEDULE");
    await reply(() => page.getByTestId("reply-approve").click());

    // 4. COMPLETE, with the loss chart, the Gantt and the week calendar drawn.
    await expect.poll(() => page.getByTestId("plan-status").textContent()).toBe("complete");
    expect(await panel().count()).toBe(0);
    const chart = page.getByTestId("loss-chart");
    expect(Number(await chart.getAttribute("data-rounds"))).toBeGreaterThanOrEqual(3);
    const canvas = await chart.locator("canvas").boundingBox();
    expect(canvas!.width).toBeGreaterThan(300);
    expect(canvas!.height).toBeGreaterThan(150);
    // Chart.js drew on the canvas: some pixels are not blank.
    const inked = await chart.locator("canvas").evaluate((el) => {
      const c = el as unknown as Canvas;
      const d = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
      let n = 0;
      for (let i = 3; i < d.length; i += 4) if (d[i]! > 0) n++;
      return n;
    });
    expect(inked).toBeGreaterThan(1000);

    const gantt = page.getByTestId("roadmap-gantt");
    const tasks = Number(await gantt.getAttribute("data-tasks"));
    expect(tasks).toBeGreaterThanOrEqual(4);
    expect(await gantt.locator(".bar-wrapper").count()).toBe(tasks);
    expect(await gantt.locator(".arrow").count()).toBeGreaterThan(0); // dependencies

    const calendar = page.getByTestId("week-calendar");
    expect(await calendar.locator(".fc-timegrid").count()).toBe(1);
    expect(await calendar.locator(".fc-event").count()).toBeGreaterThan(0);
    const fridays = await calendar.locator(".fc-day-fri .fc-event").count();
    expect(fridays).toBe(0); // the change request held
    await shot("4-complete");

    // Checkpoints: the state at an earlier checkpoint.
    await page.getByTestId("checkpoints-section").locator("summary").click();
    const rows = page.getByTestId("checkpoint-history").locator("tbody tr");
    await expect.poll(() => rows.count()).toBeGreaterThan(10);
    await rows.nth(5).click();
    await expect.poll(async () => (await page.getByTestId("checkpoint-state").textContent()) ?? "").toContain('"values"');
    // Bus messages.
    await page.getByTestId("messages-section").locator("summary").click();
    await expect.poll(() => page.getByTestId("bus-messages").locator("tbody tr").count()).toBeGreaterThan(10);
    await shot("5-checkpoints-and-messages");

    // The threads list shows it, and the filter narrows by text and status.
    await page.goto(`${svc.address}/console/#/`);
    const table = page.getByTestId("threads-table");
    await expect.poll(() => table.locator("tbody tr").count()).toBe(1);
    expect(await table.textContent()).toContain("COMPLETE");
    await page.getByTestId("thread-filter").fill("no such goal");
    expect(await table.locator("tbody tr").count()).toBe(0);
    await page.getByTestId("thread-filter").fill("better");
    await page.getByTestId("status-filter").selectOption("idle");
    expect(await table.locator("tbody tr").count()).toBe(1);
    await shot("6-threads");
  });
});
