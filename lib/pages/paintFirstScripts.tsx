import type { ReactElement, ReactNode } from 'react';
import { HELD_CLICK, HELD_SUBMIT, HYDRATED_ATTRIBUTE } from './hydration';

/**
 * The page's scripts load after its first paint, not before (docs/decisions.md, "Scripts after the first
 * paint"). Next writes each script as `<script src defer>`: on a slow link their ~200 kB share the
 * bandwidth with the stylesheet and fonts the first paint waits for, and the browser may run them before
 * it paints the server's HTML when they arrive first. Here one inline loader appends them instead, in
 * their order, once the document is parsed and a frame has been painted; a hidden tab, which paints no
 * frame, gets them after a second. The page shows sooner and hydrates a download later.
 */

interface ScriptProps {
  src?: string;
  defer?: boolean;
  nonce?: string;
  crossOrigin?: '' | 'anonymous' | 'use-credentials';
}

/**
 * Runs `srcs` in order after the first paint; `document.currentScript` is the loader, whose nonce the
 * scripts carry. Until the app has hydrated (lib/pages/hydration), a form without an `action` is held,
 * not submitted by the browser (a form with one, the public check on /verify, works without scripts), and
 * the last tap on a button that is not a submit is kept.
 */
export function afterFirstPaint(srcs: readonly string[], crossOrigin: string | undefined): string {
  const setCrossOrigin = crossOrigin === undefined ? '' : `e.crossOrigin=${JSON.stringify(crossOrigin)};`;
  return (
    `(function(d,w){var n=d.currentScript&&d.currentScript.nonce,s=${JSON.stringify(srcs)},done=0;` +
    `function hydrated(){return d.documentElement.hasAttribute('${HYDRATED_ATTRIBUTE}')}` +
    // A form the app submits (no action of its own) is held until the page has hydrated, then submitted
    // (hydration.ts): the browser's own submit would put its fields in the address (a password on /auth).
    `d.addEventListener('submit',function(e){if(hydrated()||e.target.hasAttribute('action'))return;` +
    `e.preventDefault();w.${HELD_SUBMIT}={form:e.target,submitter:e.submitter||null}},true);` +
    // A tap on a button that is not a form's submit does nothing until then: the last one is kept for then.
    `d.addEventListener('click',function(e){if(hydrated())return;` +
    `var b=e.target.closest&&e.target.closest('button');if(b&&!(b.type==='submit'&&b.form))w.${HELD_CLICK}=b},true);` +
    `function run(){if(done)return;done=1;s.forEach(function(src){var e=d.createElement('script');e.src=src;e.async=false;if(n)e.nonce=n;${setCrossOrigin}d.head.appendChild(e)})}` +
    `function later(){w.requestAnimationFrame(function(){w.setTimeout(run,0)});w.setTimeout(run,1000)}` +
    `d.readyState==='loading'?d.addEventListener('DOMContentLoaded',later):later()})(document,window)`
  ).replace(/<\/script/gi, '<\\/script');
}

function isDeferredScript(node: ReactNode): node is ReactElement<ScriptProps> {
  if (typeof node !== 'object' || node === null || !('type' in node) || node.type !== 'script') return false;
  const props = (node as ReactElement<ScriptProps>).props;
  return typeof props.src === 'string' && props.defer === true;
}

/**
 * Next's deferred `<script src>` elements, in document order, as one loader; anything else (an inline
 * script such as Turbopack's bootstrap, which must run first) stays where it was.
 */
export function paintFirstScripts(elements: readonly ReactNode[], nonce: string | undefined): ReactNode[] {
  const deferred = elements.filter(isDeferredScript);
  if (deferred.length === 0) return [...elements];
  const crossOrigin = deferred[0].props.crossOrigin;
  const kept = elements.filter((element) => !isDeferredScript(element));
  const srcs = deferred.map((script) => script.props.src as string);
  return [...kept, <script key="paint-first" nonce={nonce} dangerouslySetInnerHTML={{ __html: afterFirstPaint(srcs, crossOrigin) }} />];
}
