// Compile Python sources to bytecode with the interpreter the page itself runs (Pyodide under
// Node), so that the browser imports .pyc files instead of compiling every module at each start.
// Called by scripts/build.py: node scripts/precompile.mjs <pyodide folder> <folder with packages>
// Writes __pycache__/<module>.cpython-3XX.pyc beside each .py, as unchecked-hash pycs: valid
// whatever the files' dates after unpacking in the page.
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [runtime, folder] = process.argv.slice(2).map((p) => resolve(p));
const { loadPyodide } = await import(pathToFileURL(join(runtime, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: runtime + "/" });
pyodide.FS.mkdirTree("/build");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: folder }, "/build");
pyodide.runPython(`
import compileall, py_compile, sys
sys.dont_write_bytecode = False
if not compileall.compile_dir("/build", quiet=1, invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH):
    raise SystemExit("precompile: a module does not compile")
`);
