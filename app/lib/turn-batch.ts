/**
 * Calls made in the same turn of the event loop run together (group commit, decision 021).
 *
 * Many visitors at once (fifty adds to cart, fifty holds of one slot) each cost the embedded
 * database a statement, and PGlite runs one statement at a time without letting the server
 * read the next request meanwhile: the fiftieth visitor waited for forty-nine statements.
 * Batched, the requests that arrived while one statement ran go to the database together as
 * one statement. A lone request waits for nothing: its batch runs at the end of the same
 * turn (`setImmediate`), after the requests that arrived with it.
 *
 * `run` gets the inputs in arrival order and answers one result per input, in that order.
 * When it throws, each input is tried alone, so a bad input fails only its own caller.
 */
export function batchByTurn<In, Out>(run: (inputs: In[]) => Promise<Out[]>, options: { maxSize?: number } = {}): (input: In) => Promise<Out> {
  const maxSize = options.maxSize ?? 100;
  let queue: Waiting<In, Out>[] = [];

  const flush = () => {
    const batch = queue.slice(0, maxSize);
    queue = queue.slice(batch.length);
    if (queue.length) setImmediate(flush);
    void runBatch(run, batch);
  };

  return (input) =>
    new Promise<Out>((resolve, reject) => {
      if (queue.length === 0) setImmediate(flush);
      queue.push({ input, resolve, reject });
    });
}

type Waiting<In, Out> = { input: In; resolve: (out: Out) => void; reject: (error: unknown) => void };

async function runBatch<In, Out>(run: (inputs: In[]) => Promise<Out[]>, batch: Waiting<In, Out>[]) {
  try {
    const results = await run(batch.map((waiting) => waiting.input));
    if (results.length !== batch.length) throw new Error(`batch answered ${results.length} results for ${batch.length} inputs`);
    batch.forEach((waiting, index) => waiting.resolve(results[index]!));
  } catch (error) {
    if (batch.length === 1) return batch[0]!.reject(error);
    // One at a time: the input that broke the batch fails alone.
    for (const waiting of batch) await runBatch(run, [waiting]);
  }
}

/** One batcher per database handle: two app instances, or two test databases, never share a batch. */
export function perHandle<Handle extends object, Fn>(make: (handle: Handle) => Fn): (handle: Handle) => Fn {
  const made = new WeakMap<Handle, Fn>();
  return (handle) => {
    let fn = made.get(handle);
    if (!fn) made.set(handle, (fn = make(handle)));
    return fn;
  };
}
