"""The vendored runtime in the browser: micropip loads from this site with the patched lock
(Chromium checks the wheel's sha256 against the lock; Node does not, so only this layer can tell)."""


def test_micropip_loads_from_the_site_with_integrity_checked(page, site):
    page.goto(site + "build.json")
    result = page.evaluate("""async () => {
        const { loadPyodide } = await import("./pyodide/pyodide.mjs");
        const pyodide = await loadPyodide({ indexURL: new URL("./pyodide/", location.href).href });
        const errors = [];
        await pyodide.loadPackage("micropip", { errorCallback: (e) => errors.push(e), messageCallback: () => {} });
        const version = pyodide.runPython("import micropip; micropip.__version__");
        return { errors, version };
    }""")
    assert result == {"errors": [], "version": "0.11.1"}
