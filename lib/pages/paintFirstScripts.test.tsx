import { renderToStaticMarkup } from 'react-dom/server';
import { markHydrated } from './hydration';
import { afterFirstPaint, paintFirstScripts } from './paintFirstScripts';

const CHUNKS = ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/chunks/pages/wallet.js'];

/** What Next's head writes for a page: Turbopack's inline bootstrap, then each chunk deferred. */
const nextScripts = () => [
  <script key="bootstrap" nonce="n0nce" dangerouslySetInnerHTML={{ __html: 'self.TURBOPACK=[]' }} />,
  ...CHUNKS.map((src) => <script key={src} src={src} nonce="n0nce" defer />),
];

/** Runs the loader as the browser does: a parser-inserted script, `document.currentScript` set. */
function runLoader(srcs: readonly string[]): void {
  const loader = document.createElement('script');
  loader.textContent = afterFirstPaint(srcs, undefined);
  document.head.appendChild(loader);
}

const appended = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')];

describe('paintFirstScripts', () => {
  afterEach(() => {
    jest.useRealTimers();
    document.head.innerHTML = '';
  });

  it('turns the deferred scripts into one loader that names them in order, with no <script src> left; the bootstrap stays first', () => {
    const html = renderToStaticMarkup(<>{paintFirstScripts(nextScripts(), 'n0nce')}</>);
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain(JSON.stringify(CHUNKS));
    expect(html.match(/<script nonce="n0nce">/g)).toHaveLength(2);
    expect(html.indexOf('self.TURBOPACK=[]')).toBeLessThan(html.indexOf(JSON.stringify(CHUNKS)));
  });

  it('leaves a head without deferred scripts as it was', () => {
    const inline = [<script key="x" dangerouslySetInnerHTML={{ __html: '1' }} />];
    expect(paintFirstScripts(inline, undefined)).toEqual(inline);
  });

  it('appends the scripts, in order and run in order, only after a frame has been painted', () => {
    jest.useFakeTimers();
    runLoader(CHUNKS);
    expect(appended()).toEqual([]);
    jest.advanceTimersByTime(16); // the frame
    jest.advanceTimersByTime(1); // the task after it
    expect(appended().map((script) => script.getAttribute('src'))).toEqual(CHUNKS);
    expect(appended().every((script) => script.async === false)).toBe(true);
  });

  it('appends them after a second in a tab that paints no frame (hidden), and only once', () => {
    jest.useFakeTimers();
    const requestAnimationFrame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    runLoader(CHUNKS);
    jest.advanceTimersByTime(999);
    expect(appended()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(appended()).toHaveLength(CHUNKS.length);
    requestAnimationFrame.mockRestore();
    jest.advanceTimersByTime(5000);
    expect(appended()).toHaveLength(CHUNKS.length);
  });

  it('cannot be closed early by a script path', () => {
    expect(afterFirstPaint(['/x</script><script>alert(1)//.js'], undefined)).not.toContain('</script');
  });
});

describe('before the page has hydrated', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-hydrated');
  });

  /** Submits a form as the browser would on Enter or a tap on its button; true when the browser would send it. */
  function submit(form: HTMLFormElement): boolean {
    return form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  }

  it('holds a form the app submits (no action) until the app has hydrated, then submits it once, with its button', () => {
    runLoader([]);
    document.body.innerHTML =
      '<form aria-label="Sign in"><input name="password" value="secret"><button type="submit" name="go">Sign in</button></form>';
    const form = document.querySelector('form') as HTMLFormElement;
    const button = document.querySelector('button') as HTMLButtonElement;
    const submitted: (HTMLElement | null)[] = [];
    form.addEventListener('submit', (event) => {
      if (document.documentElement.hasAttribute('data-hydrated')) submitted.push(event.submitter);
      event.preventDefault(); // what the app's handler does
    });
    expect(form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button }))).toBe(false);
    expect(submitted).toEqual([]);
    markHydrated();
    expect(submitted).toEqual([button]);
    markHydrated();
    expect(submitted).toHaveLength(1);
  });

  it('submits nothing after hydration when nothing was held', () => {
    runLoader([]);
    document.body.innerHTML = '<form><input name="q"></form>';
    const form = document.querySelector('form') as HTMLFormElement;
    const onSubmit = jest.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', onSubmit);
    markHydrated();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('lets a form with its own action work without scripts (the check on /verify)', () => {
    runLoader([]);
    document.body.innerHTML = '<form method="get" action="/verify"><input name="policy" value="SUN-1"></form>';
    expect(submit(document.querySelector('form') as HTMLFormElement)).toBe(true);
  });
});

describe('a tap before the page has hydrated', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-hydrated');
  });

  it('on a button that is not a submit is answered once the page has hydrated, once, the last one only', () => {
    runLoader([]);
    document.body.innerHTML = '<button type="button" id="a">Fund by card</button><button type="button" id="b">Fund by transfer</button>';
    const answered: string[] = [];
    const a = document.getElementById('a') as HTMLButtonElement;
    const b = document.getElementById('b') as HTMLButtonElement;
    for (const button of [a, b]) button.addEventListener('click', () => document.documentElement.hasAttribute('data-hydrated') && answered.push(button.id));
    a.click();
    b.click();
    expect(answered).toEqual([]);
    markHydrated();
    expect(answered).toEqual(['b']);
    markHydrated();
    expect(answered).toEqual(['b']);
  });
});
