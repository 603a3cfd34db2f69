// Collects a React server render into one buffer: the whole document is sent in one write, so the
// compressor sees it at once (no flush per React chunk, which costs CPU and resets its window). A
// deadline aborts a render that never completes; it is cleared when the render ends either way, so
// a finished request's render state is not held by a pending timer.
import { Writable } from "node:stream";

export interface PipeableRender {
  pipe<W extends NodeJS.WritableStream>(destination: W): W;
  abort(reason?: unknown): void;
}

export interface RenderCallbacks {
  onAllReady(): void;
  onShellError(error: unknown): void;
}

/** Runs `render` and resolves with the complete HTML once every Suspense boundary has resolved. */
export function renderToBuffer(render: (callbacks: RenderCallbacks) => PipeableRender, deadlineMs: number): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    let stream: PipeableRender | null = null;
    const timer = setTimeout(() => stream?.abort(), deadlineMs);
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timer);
        resolve(Buffer.concat(chunks));
        callback();
      },
      destroy(error, callback) {
        clearTimeout(timer);
        if (error) reject(error);
        callback(error);
      },
    });
    stream = render({
      onAllReady() {
        stream!.pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
    });
  });
}
