/** Plain server-rendered pages: readable at 360 px, usable by keyboard, no script. */

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function naira(kobo: number): string {
  return `₦${(kobo / 100).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f24;background:#f4f6f8}
main{max-width:40rem;margin:0 auto;padding:1rem}
main.wide{max-width:72rem}
header.standin{background:#fff3cd;color:#5c4400;padding:.5rem 1rem;font-size:.875rem;border-bottom:1px solid #e6d08a}
h1{font-size:1.375rem;margin:.5rem 0 1rem}
h2{font-size:1.125rem;margin:1.5rem 0 .5rem}
.card{background:#fff;border:1px solid #d0d7de;border-radius:.5rem;padding:1rem;margin:0 0 1rem}
.amount{font-size:1.75rem;font-weight:700;margin:0}
fieldset{border:1px solid #d0d7de;border-radius:.5rem;margin:0 0 1rem;padding:.75rem 1rem}
legend{font-weight:600;padding:0 .25rem}
label{display:block;margin:.25rem 0}
.choice{display:flex;gap:.5rem;align-items:flex-start;padding:.25rem 0}
.choice input{margin-top:.35rem}
input[type=text],input[type=number],select{width:100%;font:inherit;padding:.5rem;border:1px solid #57606a;border-radius:.375rem;background:#fff}
button{font:inherit;font-weight:600;padding:.625rem 1rem;border-radius:.375rem;border:1px solid #0a5c36;background:#0f7b49;color:#fff;cursor:pointer;min-height:2.75rem}
button.secondary{background:#fff;color:#0a5c36}
button.danger{background:#fff;color:#a40e26;border-color:#a40e26}
:focus-visible{outline:3px solid #0969da;outline-offset:2px}
.hint{color:#57606a;font-size:.875rem;margin:.25rem 0}
.alert{border-left:4px solid #a40e26;background:#ffebe9;padding:.75rem 1rem;margin:0 0 1rem}
.ok{border-left:4px solid #0f7b49;background:#dafbe1;padding:.75rem 1rem;margin:0 0 1rem}
.row{display:flex;flex-wrap:wrap;gap:.5rem;align-items:flex-end}
.row > *{flex:1 1 10rem}
.row > button{flex:0 0 auto}
table{width:100%;border-collapse:collapse;background:#fff;font-size:.875rem}
th,td{text-align:left;padding:.375rem .5rem;border-bottom:1px solid #d0d7de;vertical-align:top}
.scroll{overflow-x:auto}
code,.mono{font-family:ui-monospace,SFMono-Regular,Menlo,monospace}
form.inline{display:inline}
`;

export function page(title: string, body: string, options: { wide?: boolean } = {}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header class="standin" role="note">Paystack stand-in: a local test double. No real money moves and no real card is charged.</header>
<main${options.wide ? ' class="wide"' : ''}>
${body}
</main>
</body>
</html>`;
}
