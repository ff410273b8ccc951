/**
 * The PWA's one inline script, on the prerendered /login only (scripts/prerender-login.ts): once the
 * prerendered screen has painted, it preloads the modules named in `<meta name="app-entry">`'s
 * `data-preload` and starts the app's entry module (its `content`). Nothing of the JavaScript is
 * fetched before that paint, so the first paint waits for the HTML and CSS alone and the scripts
 * do not share a slow network with them (issue 20, item 1). The page holds only the card's own CSS
 * (scripts/prerender-login.ts); the whole stylesheet, named by that `<style>`'s `data-href`, is
 * added with the preloads, and the entry (preloaded beside it) runs once it has loaded, so nothing
 * the app renders is unstyled and the card's rules are the same before and after the takeover. A page loaded hidden (no frames run)
 * starts at once, and one hidden before its first frame when its visibility changes. The modules of
 * the /login route (`data-route-preload`, the route chunk and its static imports) are preloaded right
 * after the entry, so the takeover does not wait for a second round of requests that only the
 * entry's evaluation would start. Until the app has taken the screen over (`data-prerendered` gone
 * from #root), a submit of the markup's form is held (no native GET of the form), marked on #root
 * for the app to make again (src/app/prerendered-input.ts), and answered at once: the form's submit
 * button takes the loading state the app's button shows (`data-loading`, disabled, the loader from
 * `<template id="prerendered-loader">`). The CSP allows exactly this text by its hash.
 */
import { createHash } from 'node:crypto';

export const START_AFTER_PAINT_SCRIPT = [
  "(function(){function loading(form){var button=form.querySelector('button[type=\"submit\"]'),loader=document.getElementById('prerendered-loader');",
  "if(!button||button.hasAttribute('data-loading'))return;button.setAttribute('data-loading','true');button.disabled=true;button.classList.remove('mantine-active');",
  "if(loader)button.insertBefore(loader.content.cloneNode(true),button.firstChild);",
  "var label=button.querySelector('.mantine-Button-label');if(label)label.setAttribute('data-loading','true')}",
  "document.addEventListener('submit',function(e){var root=document.getElementById('root');",
  "if(root&&root.hasAttribute('data-prerendered')){e.preventDefault();",
  "root.setAttribute('data-submit-requested',String([].indexOf.call(root.querySelectorAll('form'),e.target)));loading(e.target)}},true);",
  'var started=false;function add(tag,props){var el=document.createElement(tag);el.crossOrigin=\'anonymous\';',
  'for(var key in props)el[key]=props[key];document.head.appendChild(el)}',
  "function preload(list){(list||'').split(' ').forEach(function(href){if(href)add('link',{rel:'modulepreload',href:href})})}",
  "function start(){if(started)return;started=true;var entry=document.querySelector('meta[name=\"app-entry\"]'),css=document.querySelector('style[data-href]');",
  "preload(entry.content+' '+entry.getAttribute('data-preload'));preload(entry.getAttribute('data-route-preload'));",
  "function run(){add('script',{type:'module',src:entry.content})}",
  "if(css)add('link',{rel:'stylesheet',href:css.getAttribute('data-href'),onload:run,onerror:run});else run()}",
  "if(document.visibilityState!=='visible'){start()}else{requestAnimationFrame(function(){setTimeout(start,0)});",
  "document.addEventListener('visibilitychange',start)}})()",
].join('');

/** The CSP source that allows {@link START_AFTER_PAINT_SCRIPT}. */
export const START_AFTER_PAINT_SOURCE = `'sha256-${createHash('sha256').update(START_AFTER_PAINT_SCRIPT).digest('base64')}'`;
