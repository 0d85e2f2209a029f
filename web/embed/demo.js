// The demo post's text quotes the Bee element's figure from the element itself (its "wordloom-game"
// event: the words of the game it set up, on the list it plays), never a number written here.
document.getElementById("demo-element")?.addEventListener("wordloom-game", ({ detail }) => {
  const figure = document.getElementById("demo-bee-figure");
  if (figure && Number.isFinite(detail?.words)) figure.textContent = `: ${detail.words.toLocaleString("en-US")} words to find`;
});
