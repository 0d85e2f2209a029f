// A worker that only times plain JavaScript work: the search pool starts one per core the engine
// reports, times a fixed amount of work in one alone and then in all at once, and so learns how many
// really run in parallel (an engine may report more cores than the device has) before it boots a
// Python runtime in each (runtime/page/pool.js). {work} in, {ms} out; "ready" once loaded.
self.onmessage = ({ data }) => {
  const t = performance.now();
  let x = 0;
  for (let i = 0; i < data.work; i++) x = (x * 31 + i) | 0;
  postMessage({ ms: performance.now() - t, x });
};
postMessage("ready");
