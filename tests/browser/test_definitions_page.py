"""Definitions in the browser, through the page's own solver client: the chunks are not precached,
they are fetched when a word is first defined, and the service worker keeps them, so a definition
looked up once also works offline."""
from playwright.sync_api import expect

DEFINE = """async (params) => {
    const { getClient } = await import("./solver-client.js");  // the page's shared client
    const client = getClient();
    await client.ready;
    return client.request("define", params);
}"""

CACHED_DEFINITIONS = """async () => {
    const paths = [];
    for (const key of await caches.keys()) {
        for (const request of await (await caches.open(key)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths.filter((path) => path.includes("/data/definitions/")).sort();
}"""


def test_a_definition_works_offline_after_one_use(page, context, site):
    page.goto(site + "#bee")
    expect(page.locator("#offline-status")).to_have_text("Ready for offline use")
    page.reload()  # from now on the page and its worker fetch through the service worker
    assert page.evaluate(CACHED_DEFINITIONS) == []  # nothing precached
    first = page.evaluate(DEFINE, {"word": "plastering"})
    assert first["lemma"] == "plaster" and first["entries"][1]["senses"][0]["gloss"] == "the application of plaster"
    assert page.evaluate(CACHED_DEFINITIONS) == ["/data/definitions/pl.json.gz"]  # kept on first use

    context.set_offline(True)
    page.reload()
    again = page.evaluate(DEFINE, {"words": ["plasters", "plasterer"]})
    assert [d["lemma"] for d in again["definitions"]] == ["plaster", "plasterer"]
    never = page.evaluate(DEFINE, {"word": "geese"})  # its chunk was never fetched
    assert never["error"]["code"] == "data_unavailable"
    assert "could not be loaded" in never["error"]["message"]
    context.set_offline(False)
    assert page.evaluate(DEFINE, {"word": "geese"})["lemma"] == "goose"  # back online: fetched now
