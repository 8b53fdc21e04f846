import { describe, expect, it, vi } from "vitest";
import { batchByTurn, perHandle } from "./turn-batch";

describe("batchByTurn", () => {
  it("runs the calls of one turn as one batch, in arrival order, each caller getting its own result", async () => {
    const run = vi.fn(async (inputs: number[]) => inputs.map((n) => n * 10));
    const call = batchByTurn(run);
    const results = await Promise.all([call(1), call(2), call(3)]);
    expect(results).toEqual([10, 20, 30]);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith([1, 2, 3]);
  });

  it("calls that arrive while a batch runs form the next batch", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const batches: number[][] = [];
    const call = batchByTurn(async (inputs: number[]) => {
      batches.push(inputs);
      if (batches.length === 1) await gate;
      return inputs;
    });
    const first = call(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [call(2), call(3)];
    release();
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3]);
    expect(batches).toEqual([[1], [2, 3]]);
  });

  it("never puts more than maxSize calls in one batch", async () => {
    const sizes: number[] = [];
    const call = batchByTurn(
      async (inputs: number[]) => {
        sizes.push(inputs.length);
        return inputs;
      },
      { maxSize: 2 },
    );
    expect(await Promise.all([1, 2, 3, 4, 5].map(call))).toEqual([1, 2, 3, 4, 5]);
    expect(sizes).toEqual([2, 2, 1]);
  });

  it("a batch that fails is tried one input at a time, so only the bad input's caller sees the error", async () => {
    const call = batchByTurn(async (inputs: number[]) => {
      if (inputs.includes(2)) throw new Error("two is bad");
      return inputs.map((n) => -n);
    });
    const results = await Promise.allSettled([call(1), call(2), call(3)]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((results[0] as PromiseFulfilledResult<number>).value).toBe(-1);
    expect((results[1] as PromiseRejectedResult).reason).toEqual(new Error("two is bad"));
    expect((results[2] as PromiseFulfilledResult<number>).value).toBe(-3);
  });

  it("a batch that answers the wrong number of results fails rather than mixing callers up", async () => {
    const call = batchByTurn(async (inputs: number[]) => inputs.slice(1));
    await expect(call(1)).rejects.toThrow("batch answered 0 results for 1 inputs");
  });
});

describe("perHandle", () => {
  it("makes one per handle and reuses it", () => {
    const make = vi.fn((handle: { name: string }) => () => handle.name);
    const forHandle = perHandle(make);
    const a = { name: "a" };
    const b = { name: "b" };
    expect(forHandle(a)).toBe(forHandle(a));
    expect(forHandle(b)()).toBe("b");
    expect(make).toHaveBeenCalledTimes(2);
  });
});
