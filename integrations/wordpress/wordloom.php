<?php
/**
 * Plugin Name: wordloom
 * Plugin URI: __SITE__
 * Description: Puzzles from __SITE__ in posts: a wordloom share link alone on its line (or in an Embed block), or [wordloom puzzle="bee" letters="aeginrt" center="r" mode="play"], shows that puzzle, playable and as tall as it is. Its language: lang="fr" (en, fr, de, es) in the shortcode, or ?lang=fr in the link (before its #); without one, the reader's.
 * Version: __VERSION__
 * License: MIT
 * License URI: https://opensource.org/licenses/MIT
 */

defined( 'ABSPATH' ) || exit;

// The wordloom site this plugin was built for (its build wrote the address in).
const WORDLOOM_SITE = '__SITE__';

/** The puzzle's frame, not sandboxed, given its height by the site's host.js. */
function wordloom_frame( $query ) {
	wp_enqueue_script( 'wordloom-host', WORDLOOM_SITE . 'embed/host.js', array(), null, true );
	$src = esc_url( WORDLOOM_SITE . 'embed/frame.html?' . $query );
	return "<iframe class=\"wordloom-embed\" src=\"$src\" title=\"wordloom puzzle\" width=\"100%\" height=\"600\" loading=\"lazy\" style=\"display:block;width:100%;height:600px;border:0\"></iframe>";
}

/** A share link (the site's address, an optional ?lang=, and #route) or an embed page's address (and
 *  its ?query, which may hold lang), http or https. */
function wordloom_regex() {
	$site = preg_quote( preg_replace( '#^https?:#', '', WORDLOOM_SITE ), '#' );
	return "#^https?:$site(?:index\\.html)?(?:\\?lang=(?<lang>[A-Za-z-]+))?(?:\\#(?<route>[^\\s?]+)|(?:embed/frame|embed)\\.html\\?(?<query>[^\\s\\#]+))#i";
}

function wordloom_link( $m ) {
	$query = empty( $m['route'] ) ? $m['query'] : 'route=' . rawurlencode( $m['route'] );
	return wordloom_frame( empty( $m['lang'] ) ? $query : $query . '&lang=' . rawurlencode( $m['lang'] ) );
}

add_action( 'init', function () {
	wp_embed_register_handler( 'wordloom', wordloom_regex(), 'wordloom_link' );
	add_shortcode( 'wordloom', function ( $atts ) {
		return wordloom_frame( http_build_query( (array) $atts, '', '&', PHP_QUERY_RFC3986 ) );
	} );
} );

// The block editor's preview of a link asks the site's oEmbed document (the day's Bee) before the
// handler above: show the link's own puzzle there too.
add_filter( 'oembed_result', function ( $html, $url ) {
	return preg_match( wordloom_regex(), $url, $m ) ? wordloom_link( $m ) : $html;
}, 20, 2 );
