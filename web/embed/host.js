// What a page holding wordloom iframes loads so that each frame takes its puzzle's height, growing and
// shrinking with it: the iframe snippet of "Copy embed code", the WordPress plugin and the Hugo
// shortcode load it (<script src="…/embed/host.js" async>). The frame (embed/frame.js) posts
// {type: "wordloom:height", height}; only the frame that sent it is sized. Loaded twice, it listens once.
if (!window.wordloomHost) {
  window.wordloomHost = true;
  addEventListener("message", (e) => {
    const height = e.data?.type === "wordloom:height" ? Number(e.data.height) : 0;
    if (!(height > 0)) return;
    for (const frame of document.querySelectorAll("iframe")) {
      if (frame.contentWindow === e.source) frame.style.height = `${Math.ceil(height)}px`;
    }
  });
}
