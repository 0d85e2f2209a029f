// embed-demo.html: what a blog adds so its wordloom iframes take the height of their puzzle (the
// "Copy embed code" snippet has the same lines, inline; here in a file, as the site's
// Content-Security-Policy allows no inline script).
addEventListener("message", (e) => {
  if (e.data && e.data.type === "wordloom:height")
    for (const f of document.querySelectorAll("iframe"))
      if (f.contentWindow === e.source) f.style.height = e.data.height + "px";
});
