"""The error watch every browser test runs under (conftest's `page_errors`): a console error or an
uncaught exception on any page of the test fails it, unless the test allowed it with a reason."""
from playwright.sync_api import expect


def test_a_console_error_or_an_uncaught_exception_fails_the_test_unless_allowed(page, browser, site, page_errors):
    page.goto(site + "embed.html?puzzle=bee&letters=aeginrt&center=r&mode=solve")
    expect(page.locator(".summary")).to_contain_text("points")
    page.evaluate("console.error('logged on purpose')")
    other = browser.new_context().new_page()  # a second context (a friend's browser) is watched too
    other.goto(site + "embed.html?puzzle=bee&letters=aeginrt&center=r&mode=solve")
    with other.expect_event("pageerror"):
        other.evaluate("setTimeout(() => { throw new Error('thrown on purpose'); })")
    for _ in range(100):  # the context's own event follows the page's
        if len(page_errors.unexpected()) == 2:
            break
        other.wait_for_timeout(50)
    assert "logged on purpose" in page_errors.unexpected()[0] and "thrown on purpose" in page_errors.unexpected()[1]
    page_errors.allow("on purpose", "this test provokes both to see them caught")
    assert page_errors.unexpected() == []
    other.context.close()
