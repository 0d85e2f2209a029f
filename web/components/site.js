// What the site ships beside the code, read once per page: the word lists' provenance (names,
// titles, counts, licences) and the action catalog the solvers publish (field limits and message
// templates, from `pysolvers.api.describe()`, written into the build). Both are small static JSON
// files from this site (cached by the service worker for offline use).

const BASE = new URL("../", import.meta.url);
let loading = null;
let loaded = null;  // what loading gave, once it has

async function json(rel) {
  const response = await fetch(new URL(rel, BASE));
  if (!response.ok) throw new Error(`${rel}: HTTP ${response.status}`);
  return response.json();
}

/** {lists: [{name, title, words, language}], provenance, schema} — the schema may be null if unavailable. */
export function siteData() {
  if (loading) return loading;
  loading = Promise.all([json("data/PROVENANCE.json"), json("api-schema.json").catch(() => null)])
    .then(([provenance, schema]) => ({
      provenance,
      schema,
      lists: Object.entries(provenance.lists).map(([name, l]) => ({ name, title: l.title, words: l.words,
        language: l.language ?? "en" })),
    }));
  loading.then((data) => { loaded = data; }, () => { loading = null; });  // a failed fetch may be retried
  return loading;
}

/**
 * What siteData() resolved to, or null before it has: for code that runs only once a puzzle is
 * mounted (which waits for siteData), such as a puzzle's links leaving out the catalog's defaults.
 */
export const siteNow = () => loaded;
