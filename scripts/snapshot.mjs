// Make the memory snapshot the page boots from: the page's own interpreter (the vendored Pyodide,
// run here under Node) after importing the modules the home screen needs, so that the browser
// restores an initialised Python instead of starting one (assets/boot/pyodide-snapshot.mjs).
// Called by scripts/build.py: node scripts/snapshot.mjs <pyodide folder> <folder holding stolik/ and the vendored
// libraries> <out file> <module>...
// Prints the Pyodide version.
//
// What a snapshot holds and what it does not:
// - the wasm memory only: Python's heap, its imported modules, its random and hash state;
// - not the file system (a JS object): the page's [files] still unpack the package in the page, and
//   modules imported later (rules texts, AI levels) are read from there;
// - no JS object except the ones Pyodide itself sets up: the modules imported here touch neither `js`
//   nor `pyscript`, and makeMemorySnapshot refuses to save a JS reference it cannot rebuild by name.
// The package and the vendored libraries sit where the page unpacks them (/home/pyodide, the cwd), so module
// paths match.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [runtime, folder, out, ...modules] = process.argv.slice(2);
const { loadPyodide, version } = await import(pathToFileURL(join(resolve(runtime), "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: resolve(runtime) + "/", _makeSnapshot: true });
const home = pyodide.FS.cwd();
const entries = readdirSync(resolve(folder), { withFileTypes: true });
const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const files = entries.filter((entry) => entry.isFile() && entry.name.endsWith(".py")).map((entry) => entry.name);
for (const name of folders) {
  pyodide.FS.mkdirTree(`${home}/${name}`);
  pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: join(resolve(folder), name) }, `${home}/${name}`);
}
for (const name of files) {  // a one-module library (six.py, which python-ecdsa imports)
  pyodide.FS.writeFile(`${home}/${name}`, readFileSync(join(resolve(folder), name)));
}
pyodide.runPython(`
def _load(names):  # in a function, so the page's __main__ gets no names from here
    import importlib
    for name in names:
        importlib.import_module(name)
    importlib.invalidate_caches()  # the page's folders are other ones: list them afresh there
_load(${JSON.stringify(modules)})
del _load
`);
folders.forEach((name) => pyodide.FS.unmount(`${home}/${name}`));
files.forEach((name) => pyodide.FS.unlink(`${home}/${name}`));
writeFileSync(resolve(out), pyodide.makeMemorySnapshot());
console.log(version);  // the last line of stdout: the build writes it into the header
