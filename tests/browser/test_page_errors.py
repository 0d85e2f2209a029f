"""The error watch every browser test runs under (conftest's `page_errors`): a console error or an
uncaught exception on any page of the test fails it, unless the test allowed it with a reason."""
from playwright.sync_api import expect


def test_a_console_error_or_an_uncaught_exception_fails_the_test_unless_allowed(page, browser, site, page_errors):
    page.goto(site + "embed.html?puzzle=bee&letters=aeginrt&center=r&mode=solve")
    expect(page.locator(".summary")).to_contain_text("points")
    # each waited for as the context's own event: the watch's listener on it was there first
    with page.context.expect_event("console", lambda m: m.type == "error"):
        page.evaluate("console.error('logged on purpose')")
    other = browser.new_context().new_page()  # a second context (a friend's browser) is watched too
    other.goto(site + "embed.html?puzzle=bee&letters=aeginrt&center=r&mode=solve")
    with other.context.expect_event("weberror"):  # the context's event follows the page's "pageerror"
        other.evaluate("setTimeout(() => { throw new Error('thrown on purpose'); })")
    assert len(page_errors.unexpected()) == 2, page_errors.unexpected()
    assert "logged on purpose" in page_errors.unexpected()[0] and "thrown on purpose" in page_errors.unexpected()[1]
    page_errors.allow("on purpose", "this test provokes both to see them caught")
    assert page_errors.unexpected() == []
    other.context.close()
