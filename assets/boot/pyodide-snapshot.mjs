// The interpreter module that pyscript.toml names: PyScript imports it instead of pyodide.mjs and
// calls its loadPyodide, which is the vendored Pyodide's, with one thing added: the memory snapshot
// that scripts/build makes (py/stolik.snapshot.gz, an initialised Python with the home screen's
// modules imported), so the page restores Python instead of starting it. Everything PyScript passes
// goes through unchanged, except indexURL, which PyScript derives from this module's folder.
//
// The normal start is taken whenever the snapshot is missing, made for another runtime or another
// build of the Python package, unreadable, or fails to restore. Which path was taken is a
// performance mark, "stolik:boot:snapshot" or "stolik:boot:fallback" (its detail says why).
import { loadPyodide as loadVendoredPyodide, version } from "../vendor/pyodide/pyodide.mjs";

export { version };

const INDEX_URL = new URL("../vendor/pyodide/", import.meta.url).href;
// Where scripts/build writes them (SNAPSHOT and ARCHIVE there).
const SNAPSHOT_URL = new URL("../../py/stolik.snapshot.gz", import.meta.url).href;
const ARCHIVE_URL = new URL("../../py/stolik.zip", import.meta.url).href;
const HEADER_BYTES = 256; // JSON, space-padded: {format, pyodide, archive (its sha256)}
const FORMAT = "stolik-snapshot-1";

class Stale extends Error {}

function mark(name, detail) {
  performance.mark(name, detail === undefined ? undefined : { detail });
}

async function gunzip(bytes) {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function sha256(buffer) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", buffer));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

// The snapshot's memory image, once its header matches this runtime and the package archive the
// page unpacks (the snapshot holds that package's modules; another build of it must not mix in).
async function readSnapshot() {
  if (!globalThis.crypto?.subtle) throw new Stale("no crypto.subtle (not a secure context)");
  const [snapshot, archive] = await Promise.all([fetch(SNAPSHOT_URL), fetch(ARCHIVE_URL)]);
  if (!snapshot.ok) throw new Stale(`no snapshot (HTTP ${snapshot.status})`);
  if (!archive.ok) throw new Stale(`no package archive (HTTP ${archive.status})`);
  let bytes = new Uint8Array(await snapshot.arrayBuffer());
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) bytes = await gunzip(bytes); // else the host unzipped it
  mark("stolik:boot:snapshot-read", { bytes: bytes.length });
  let header;
  try {
    header = JSON.parse(new TextDecoder().decode(bytes.subarray(0, HEADER_BYTES)));
  } catch {
    throw new Stale("unreadable snapshot header");
  }
  if (header.format !== FORMAT) throw new Stale(`snapshot format ${header.format}, not ${FORMAT}`);
  if (header.pyodide !== version) throw new Stale(`snapshot of Pyodide ${header.pyodide}, not ${version}`);
  if (header.archive !== (await sha256(await archive.arrayBuffer()))) {
    throw new Stale("snapshot of another build of the package");
  }
  return bytes.subarray(HEADER_BYTES);
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
  const snapshot = readSnapshot();
  snapshot.catch(() => {}); // its failure is handled below, after loadPyodide has given up on it
  try {
    const pyodide = await loadVendoredPyodide({ ...config, _loadSnapshot: snapshot });
    const scope = pyodide.toPy({});
    try {
      pyodide.runPython(AFTER_RESTORE, { globals: scope });
    } finally {
      scope.destroy();
    }
    mark("stolik:boot:snapshot");
    return pyodide;
  } catch (error) {
    const reason = error instanceof Stale ? error.message : `restore failed: ${error}`;
    if (!(error instanceof Stale)) console.warn("Stolik: the memory snapshot did not restore; starting Python normally.", error);
    mark("stolik:boot:fallback", { reason });
    return loadVendoredPyodide(config);
  }
}
