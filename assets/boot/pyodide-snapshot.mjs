// The interpreter module that pyscript.toml names: PyScript imports it instead of pyodide.mjs and
// calls its loadPyodide, which is the vendored Pyodide's, with one thing added: the memory snapshot
// that scripts/build makes (py/stolik.snapshot.gz, an initialised Python with the home screen's
// modules imported), so the page restores Python instead of starting it. Everything PyScript passes
// goes through unchanged, except indexURL, which PyScript derives from this module's folder.
//
// The normal start is taken whenever the snapshot is missing, made for another runtime or another
// build of the Python package, unreadable, damaged (its memory does not match the checksum in its
// header), or fails to restore. Which path was taken is a performance mark, "stolik:boot:snapshot"
// or "stolik:boot:fallback" (its detail says why).
// Works in a worker too (no DOM).
import { loadPyodide as loadVendoredPyodide, version } from "../vendor/pyodide/pyodide.mjs";

export { version };

const INDEX_URL = new URL("../vendor/pyodide/", import.meta.url).href;
// Where scripts/build writes them (SNAPSHOT and ARCHIVE there).
const SNAPSHOT_URL = new URL("../../py/stolik.snapshot.gz", import.meta.url).href;
const ARCHIVE_URL = new URL("../../py/stolik.zip", import.meta.url).href;
const HEADER_BYTES = 256; // JSON, space-padded: {format, pyodide, archive (its sha256), bytes (what follows), memory (its sha256)}
const FORMAT = "stolik-snapshot-2";
const HELD_BACK = 4; // Pyodide's magic number, the first word of its snapshot: written last

class Stale extends Error {}

function mark(name, detail) {
  performance.mark(name, detail === undefined ? undefined : { detail });
}

async function sha256(buffer) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", buffer));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

// The response's bytes as a stream, gunzipped unless the host already did (gzip's magic number).
async function unzipped(response) {
  const reader = response.body.getReader();
  const first = await reader.read();
  const head = first.done ? new Uint8Array(0) : first.value;
  const stream = new ReadableStream({
    start(controller) {
      if (head.length) controller.enqueue(head);
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return head[0] === 0x1f && head[1] === 0x8b ? stream.pipeThrough(new DecompressionStream("gzip")) : stream;
}

// Opens the snapshot: resolves, as soon as its header has arrived and matches this runtime, with
// the buffer Pyodide will restore (its size fixes the wasm memory, so Pyodide can compile and
// instantiate while the rest arrives) and `complete`, which settles once every byte is in and the
// snapshot is known to match the package archive the page unpacks (it holds that package's
// modules; another build of it must not mix in) and its bytes are the build's (a damaged memory with
// a sound header restores without a word and fails at the first import). Until `complete` resolves,
// the buffer's first word is zero, so Pyodide refuses a snapshot that failed half-way rather than
// restore a partial or damaged one.
async function openSnapshot() {
  if (!globalThis.crypto?.subtle) throw new Stale("no crypto.subtle (not a secure context)");
  const archiveHash = fetch(ARCHIVE_URL).then(async (archive) => {
    if (!archive.ok) throw new Stale(`no package archive (HTTP ${archive.status})`);
    return sha256(await archive.arrayBuffer());
  });
  archiveHash.catch(() => {}); // reported through `complete`
  const response = await fetch(SNAPSHOT_URL);
  if (!response.ok) throw new Stale(`no snapshot (HTTP ${response.status})`);
  const reader = (await unzipped(response)).getReader();

  let pending = new Uint8Array(0); // bytes read past what has been placed
  while (pending.length < HEADER_BYTES) {
    const { done, value } = await reader.read();
    if (done) throw new Stale("unreadable snapshot header");
    const joined = new Uint8Array(pending.length + value.length);
    joined.set(pending);
    joined.set(value, pending.length);
    pending = joined;
  }
  let header;
  try {
    header = JSON.parse(new TextDecoder().decode(pending.subarray(0, HEADER_BYTES)));
  } catch {
    throw new Stale("unreadable snapshot header");
  }
  if (header.format !== FORMAT) throw new Stale(`snapshot format ${header.format}, not ${FORMAT}`);
  if (header.pyodide !== version) throw new Stale(`snapshot of Pyodide ${header.pyodide}, not ${version}`);
  if (!(Number.isSafeInteger(header.bytes) && header.bytes > HELD_BACK)) throw new Stale("unreadable snapshot header");

  const memory = new Uint8Array(header.bytes);
  const complete = (async () => {
    const magic = new Uint8Array(HELD_BACK);
    let offset = 0;
    const place = (chunk) => {
      if (offset + chunk.length > memory.length) throw new Stale("snapshot longer than its header says");
      const held = Math.max(0, Math.min(HELD_BACK - offset, chunk.length));
      if (held) magic.set(chunk.subarray(0, held), offset);
      memory.set(chunk.subarray(held), offset + held);
      offset += chunk.length;
    };
    place(pending.subarray(HEADER_BYTES));
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      place(value);
    }
    if (offset !== memory.length) throw new Stale("snapshot shorter than its header says");
    if ((await archiveHash) !== header.archive) throw new Stale("snapshot of another build of the package");
    memory.set(magic, 0); // the build hashed the memory as Pyodide wrote it, magic included
    if ((await sha256(memory)) !== header.memory) {
      memory.fill(0, 0, HELD_BACK);
      throw new Stale("snapshot memory damaged (checksum mismatch)");
    }
    mark("stolik:boot:snapshot-read", { bytes: memory.length });
  })();
  complete.catch(() => {}); // reported by whyNot
  return { memory, complete };
}

// Why the snapshot could not be used, if it was the snapshot's fault (else null).
async function whyNot(opened) {
  try {
    await (await opened).complete;
    return null;
  } catch (error) {
    return error;
  }
}

// What a restored interpreter must not share with every other page that restored the same file.
const AFTER_RESTORE = `
import sys
if "random" in sys.modules:
    sys.modules["random"].seed()  # from os.urandom, i.e. crypto.getRandomValues
sys.path[:] = list(dict.fromkeys(sys.path))  # loadPyodide adds "" again
`;

export async function loadPyodide(options = {}) {
  const config = { ...options, indexURL: INDEX_URL };
  mark("stolik:boot:start");
  const opened = openSnapshot();
  const memory = opened.then((snapshot) => snapshot.memory);
  memory.catch(() => {}); // Pyodide awaits it only after its own first steps; whyNot reports it
  try {
    const pyodide = await loadVendoredPyodide({
      ...config,
      _loadSnapshot: memory,
      // Pyodide waits for this before it restores the memory; a failure leaves the magic number
      // zero, so the restore throws and the normal start follows.
      async fsInit(fs, info) {
        await (await opened).complete.catch(() => {});
        if (options.fsInit) await options.fsInit(fs, info);
      },
    });
    const scope = pyodide.toPy({});
    try {
      pyodide.runPython(AFTER_RESTORE, { globals: scope });
    } finally {
      scope.destroy();
    }
    mark("stolik:boot:snapshot");
    return pyodide;
  } catch (error) {
    const cause = (await whyNot(opened)) ?? error;
    const reason = cause instanceof Stale ? cause.message : `restore failed: ${cause}`;
    if (!(cause instanceof Stale)) console.warn("Stolik: the memory snapshot did not restore; starting Python normally.", cause);
    mark("stolik:boot:fallback", { reason });
    return loadVendoredPyodide(config);
  }
}
