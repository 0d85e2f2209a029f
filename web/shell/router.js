// One routing path for the app: the hash names a puzzle and its state (#bee/aeginrt/r). A
// navigation (a link, a nav button, Back/Forward, typing a URL) is handled once — fragment
// navigations fire both popstate and hashchange, so a hash already handled is skipped — and each
// puzzle is mounted once: the mount's promise is recorded before anything is awaited. A mount that
// fails (its module or the site's data could not be fetched) is dropped, so the next visit tries
// again; the section says so with a Retry, and other navigations go on. A hash that names no puzzle
// closes the one on screen and is said (onMissing); an empty hash shows the first puzzle.
import { PUZZLES, fromHash, hashOf } from "../puzzles/index.js";

export class Router {
  /**
   * @param {{mount: (puzzle) => Promise<{module, controller}>, onShow: (puzzle|null) => void,
   *   onFail: (puzzle, error: Error, retry: () => void) => void, onMissing: (hash: string) => void}} o
   *   `mount` builds a puzzle's controller (called once per puzzle, again only after it failed);
   *   `onShow` marks it current (null: none); `onFail` says the puzzle on screen could not be
   *   mounted; `onMissing` says the hash names no puzzle.
   */
  constructor({ mount, onShow, onFail, onMissing }) {
    this.mountFn = mount;
    this.onShow = onShow;
    this.onFail = onFail;
    this.onMissing = onMissing;
    this.mounts = new Map();   // id -> Promise<{module, controller}>
    this.current = null;       // the puzzle on screen (its id)
    this.handled = null;       // the last hash handled
    this.ticket = 0;
  }

  start() {
    const go = () => this.route(location.hash);
    addEventListener("popstate", go);
    addEventListener("hashchange", go);
    return this.route(location.hash);
  }

  mount(puzzle) {
    if (!this.mounts.has(puzzle.id)) {
      const mounting = Promise.resolve().then(() => this.mountFn(puzzle));
      this.mounts.set(puzzle.id, mounting);
      mounting.catch(() => { if (this.mounts.get(puzzle.id) === mounting) this.mounts.delete(puzzle.id); });
    }
    return this.mounts.get(puzzle.id);
  }

  /** Show the address bar's hash again (after a failed mount: Retry). */
  retry() {
    this.handled = null;
    return this.route(location.hash);
  }

  /** Show what `hash` names. Returns when the puzzle is open. */
  async route(hash) {
    if (hash === this.handled) return;
    this.handled = hash;
    const [named, parts, id] = fromHash(hash);
    const puzzle = id ? named : PUZZLES[0];
    const ticket = ++this.ticket;
    const previous = this.current;
    this.current = puzzle?.id ?? null;
    this.onShow(puzzle ?? null);
    if (previous && previous !== this.current) (await this.mounts.get(previous)?.catch(() => null))?.controller.close();
    if (!puzzle) { if (ticket === this.ticket) this.onMissing(hash); return; }
    let mounted;
    try {
      mounted = await this.mount(puzzle);
    } catch (error) {
      if (ticket === this.ticket) this.onFail(puzzle, error, () => this.retry());
      return;
    }
    if (ticket !== this.ticket) return;  // another navigation came first
    const { module, controller } = mounted;
    controller.open(named && parts.length ? module.fromRoute(parts) : null);
  }

  /** A puzzle's new shareable state: only the puzzle on screen writes the address bar. */
  stateChanged(puzzle, module, state) {
    if (puzzle.id !== this.current) return;
    const hash = hashOf(puzzle.id, module, state);
    if (location.hash === hash) return;
    this.handled = hash;
    history.pushState(null, "", hash);
  }
}
