/** The sink page's frame: plain server-rendered HTML, readable at 360 px, usable by keyboard, no script. */

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

// Long numbers, ids and URLs wrap anywhere, so nothing pushes a 360 px screen sideways.
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f24;background:#f4f6f8;overflow-wrap:anywhere}
main{max-width:48rem;margin:0 auto;padding:1rem}
header.standin{background:#fff3cd;color:#5c4400;padding:.5rem 1rem;font-size:.875rem;border-bottom:1px solid #e6d08a}
h1{font-size:1.375rem;margin:.5rem 0 1rem}
h2{font-size:1rem;margin:0 0 .5rem}
a{color:#0550ae}
:focus-visible{outline:3px solid #0969da;outline-offset:2px}
.hint{color:#57606a;font-size:.875rem;margin:.25rem 0 1rem}
.messages{list-style:none;margin:0;padding:0}
.card{background:#fff;border:1px solid #d0d7de;border-radius:.5rem;padding:1rem;margin:0 0 1rem}
.text{white-space:pre-wrap;margin:0 0 .75rem;padding:.5rem .75rem;background:#f6f8fa;border-left:4px solid #0f7b49}
dl{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:.125rem .75rem;margin:0;font-size:.875rem}
dt{font-weight:600;color:#57606a}
dd{margin:0;min-width:0}
dd ul{margin:0;padding-left:1.25rem}
code,.mono{font-family:ui-monospace,SFMono-Regular,Menlo,monospace}
`;

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header class="standin" role="note">Termii stand-in: a local test double. No SMS leaves this machine.</header>
<main>
${body}
</main>
</body>
</html>`;
}
