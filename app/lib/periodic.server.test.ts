import { describe, expect, it } from "vitest";
import { every } from "./periodic.server";

describe("every", () => {
  it("never runs two rounds at once, and stop waits for the round under way", async () => {
    let rounds = 0;
    let finish!: () => void;
    const job = every(60_000, "test", "test job failed", () => {
      rounds++;
      return new Promise<void>((resolve) => (finish = resolve));
    });
    job.run();
    job.run(); // still going: skipped
    expect(rounds).toBe(1);
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });

  it("a failed round does not stop the next one", async () => {
    let rounds = 0;
    const job = every(60_000, "test", "test job failed", async () => {
      rounds++;
      if (rounds === 1) throw new Error("database down");
    });
    job.run();
    await job.stop();
    job.run();
    await job.stop();
    expect(rounds).toBe(2);
  });
});
