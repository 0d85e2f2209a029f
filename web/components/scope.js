// What a controller adds outside its own elements — listeners on the document, the window or the
// solver client, timers, child controllers — recorded as it is added, so close() takes it all back.
// Listeners put on a controller's own elements go away with them and need no scope.

export class Scope {
  #undo = new Set();

  /** target.addEventListener(type, fn, options), undone by close(). Returns `fn`. */
  on(target, type, fn, options) {
    target.addEventListener(type, fn, options);
    this.#undo.add(() => target.removeEventListener(type, fn, options));
    return fn;
  }

  /** setInterval, cleared by close(). Returns a function that clears it now. */
  every(ms, fn) {
    const id = setInterval(fn, ms);
    const stop = () => { clearInterval(id); this.#undo.delete(stop); };
    this.#undo.add(stop);
    return stop;
  }

  /** setTimeout, cleared by close() if it has not run. Returns a function that clears it now. */
  after(ms, fn) {
    const stop = () => { clearTimeout(id); this.#undo.delete(stop); };
    const id = setTimeout(() => { this.#undo.delete(stop); fn(); }, ms);
    this.#undo.add(stop);
    return stop;
  }

  /** Something with a close() of its own (a clock, a child view), closed with this scope. */
  own(closable) {
    const stop = () => closable.close();
    this.#undo.add(stop);
    return closable;
  }

  /** Run `fn` when the scope closes. */
  defer(fn) {
    this.#undo.add(fn);
  }

  /** Undo everything, newest first. The scope can be used again afterwards. */
  close() {
    const all = [...this.#undo].reverse();
    this.#undo.clear();
    for (const undo of all) undo();
  }
}
