import { describe, expect, it, vi } from "vitest";
import { main } from "../../src/cli.js";

describe("goalgraph serve", () => {
  it("refuses --host 0.0.0.0 without API keys: exit code 1 and INSECURE_LISTEN on stderr", async () => {
    const saved = process.env.GOALGRAPH_API_KEYS;
    delete process.env.GOALGRAPH_API_KEYS;
    const err = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      expect(await main(["serve", "--host", "0.0.0.0", "--port", "0", "--db", ":memory:"])).toBe(1);
      expect(err.mock.calls.map((c) => String(c[0])).join("")).toContain("INSECURE_LISTEN");
    } finally {
      err.mockRestore();
      if (saved !== undefined) process.env.GOALGRAPH_API_KEYS = saved;
    }
  });
});
