// Letter-pair tiles: states and their links. A state is plain data in one canonical form (fixed key
// order, defaults left out), so a route, an embed's attributes and a view's own state compare equal
// when they mean the same thing:
//   {mode: "solve" | "chart" | "play", tile_size, count?, method?, tiles? ("ed-pi-ti"), date?, seed?,
//    dictionary?, half_tiles?}
// A play state names the tiles, a date or a seed; never a word. The tile sizes, the methods, their
// defaults and which sizes take half tiles are the catalog's (read once the puzzle is mounted).
import { factOf, fieldOf } from "../../components/schema.js";
import { siteNow } from "../../components/site.js";

export const DEFAULT_LIST = "american-english";  // the seed's list
const MODES = ["solve", "chart", "play"];

const catalog = (action, name) => fieldOf(siteNow()?.schema, action, name) ?? {};
/** tiles.optimize's methods, in the catalog's order. */
export const methods = () => catalog("tiles.optimize", "method").choices ?? [];
/** The tile sizes the solver takes (its range), and the one it takes by default. */
export function tileSizes() {
  const { min, max } = catalog("tiles.grid", "tile_size");
  return min == null || max == null ? [] : Array.from({ length: max - min + 1 }, (_, i) => min + i);
}
export const defaultSize = () => catalog("tiles.grid", "tile_size").default ?? null;
/** Whether tiles of `size` may have half tiles (a fact the catalog publishes with tiles.grid). */
export const halfTilesFor = (size) => (factOf(siteNow()?.schema, "tiles.grid", "half_tiles_sizes") ?? []).includes(size);

/** "ed-pi-ti", "ed pi ti", "ED,PI" → ["ed", "pi", "ti"] (order kept): how a form or a link writes tiles. */
export const parseTiles = (text) => String(text ?? "").toLowerCase().split(/[\s,;\-/]+/).filter(Boolean);
const joinTiles = (tiles) => [...tiles].sort().join("-");
const isHalf = (s) => s === true || ["true", "1", "yes", "half", ""].includes(s);
const asNumber = (v) => (/^\d+$/.test(String(v).trim()) ? Number(v) : v);

/** A state in its canonical form (what links, embeds and views compare). */
export function normal(s = {}) {
  const size = /^\d+$/.test(String(s.tile_size ?? "").trim()) ? Number(s.tile_size) : null;
  // a whole number is kept even when the solver takes no such size (a link's "9"): the page says so
  // beside Tile size instead of playing another size
  const out = { mode: MODES.includes(s.mode) ? s.mode : "solve", tile_size: size ?? defaultSize() };
  if (s.count != null && s.count !== "") out.count = asNumber(s.count);
  if (s.method && s.method !== catalog("tiles.optimize", "method").default) out.method = String(s.method);
  const tiles = Array.isArray(s.tiles) ? s.tiles : parseTiles(s.tiles);
  if (tiles.length) out.tiles = joinTiles(tiles);
  if (s.date) out.date = String(s.date);
  if (s.seed != null && s.seed !== "") out.seed = asNumber(s.seed);
  if (s.dictionary && s.dictionary !== DEFAULT_LIST && s.dictionary !== "custom") out.dictionary = String(s.dictionary);
  if (s.half_tiles != null && isHalf(s.half_tiles) && halfTilesFor(out.tile_size)) out.half_tiles = true;
  return out;
}

/**
 * #tiles/2/20[/maxfreq|search][/enable][/half]      run a method for N tiles of size 2
 * #tiles/2/set/ed-pi-ti                             a tileset chosen by hand (or found by a search)
 * #tiles/2/chart                                    the chart of words against N
 * #tiles/2/play/10/day/2024-03-23 · …/play/10/seed/7 · …/play/set/ed-pi-ti   play (never the answers)
 */
export function fromRoute(parts) {
  const s = { mode: "solve" };
  let i = 0;
  if (/^\d+$/.test(parts[0] ?? "")) s.tile_size = parts[i++];  // a link always names the size first
  for (; i < parts.length; i++) {
    const p = parts[i].toLowerCase();
    if (MODES.includes(p)) s.mode = p;
    else if (/^\d+$/.test(p)) s.count = p;
    else if (methods().includes(p)) s.method = p;
    else if (p === "half") s.half_tiles = true;
    else if (p === "set") s.tiles = parts[++i];
    else if (p === "day") s.date = parts[++i];
    else if (p === "seed") s.seed = parts[++i];
    else if (/^[a-z][a-z0-9-]*$/.test(p)) s.dictionary = p;  // a word list's name (the picker knows the lists)
  }
  return normal(s);
}

export function toRoute(state) {
  const s = normal(state);
  return [String(s.tile_size), s.mode === "solve" ? null : s.mode, s.count, s.method,
    ...(s.tiles ? ["set", s.tiles] : []), ...(s.date ? ["day", s.date] : []),
    ...(s.seed != null ? ["seed", s.seed] : []), s.dictionary, s.half_tiles ? "half" : null]
    .filter((p) => p != null).map(String);
}

/** An embed's attributes (embed.html?puzzle=tiles&mode=play&tile_size=2&tiles=ed-pi-ti) as a state. */
export const fromAttributes = (attrs) => normal(attrs);

/**
 * `state` as it reads with other options (tile size, half tiles, word list): what a tab shows after
 * the options changed on another tab. Tiles written for another size mean nothing at this one, and
 * half tiles ("e.") go when half tiles are off.
 */
export function withOptions(state, options) {
  const s = normal(state);
  let tiles = parseTiles(s.tiles);
  if (options.tile_size !== s.tile_size) tiles = [];
  else if (!options.half_tiles) tiles = tiles.filter((t) => !t.endsWith("."));
  return normal({ ...s, ...options, tiles });
}
