"""The browser side: the only package that imports js, pyscript or pyodide."""
