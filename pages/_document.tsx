import createEmotionServer from '@emotion/server/create-instance';
import type { AppType } from 'next/app';
import NextDocument, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps, type DocumentProps } from 'next/document';
import type { ComponentProps } from 'react';
import { activeBrand } from '@/brands/active';
import { requestNonce } from '@/lib/security/nonce';
import { fontPreloads } from '@/theme/fontPreloads';
import { createStyleCache } from '@/theme/styleCache';

// `nonce` is what Next read from the request's Content-Security-Policy (set by the middleware).
export default function Document({ nonce, __NEXT_DATA__ }: DocumentProps) {
  return (
    // next-themes sets the colour-mode class on <html> before React hydrates.
    <Html lang="en" suppressHydrationWarning>
      <Head nonce={nonce}>
        <link rel="icon" href={activeBrand.faviconUrl} sizes="any" />
        <link rel="icon" href={activeBrand.faviconSvgUrl} type="image/svg+xml" />
        <link rel="apple-touch-icon" href={activeBrand.icon192Url} />
        <link rel="manifest" href="/manifest.webmanifest" />
        <meta name="theme-color" content={activeBrand.primaryColor} />
        {fontPreloads(activeBrand.code, __NEXT_DATA__.page).map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
      </Head>
      <body>
        <Main />
        <NextScript nonce={nonce} />
      </body>
    </Html>
  );
}

/**
 * The components' styles the page used, in one <style> after the stylesheets (Next's `styles` slot), where
 * Emotion would write a <style> before each element: a phone parses one sheet, before the body, instead of
 * stopping for dozens while it parses the page. The browser's style cache adopts it (`data-emotion` names
 * what it holds).
 */
Document.getInitialProps = async (ctx: DocumentContext): Promise<DocumentInitialProps> => {
  const styleCache = createStyleCache();
  // Created before the render: the cache then collects the styles rather than writing them into the page.
  const { extractCriticalToChunks } = createEmotionServer(styleCache);
  const renderPage = ctx.renderPage;
  ctx.renderPage = () =>
    renderPage({
      enhanceApp: (App: AppType) =>
        function AppWithStyleCache(props: ComponentProps<AppType>) {
          return <App {...props} {...{ styleCache }} />;
        },
    });
  const initialProps = await NextDocument.getInitialProps(ctx);
  const nonce = requestNonce(ctx.req);
  const pageStyles = extractCriticalToChunks(initialProps.html).styles.map((style) => (
    <style key={`${style.key}-${style.ids[0] ?? ''}`} data-emotion={`${style.key} ${style.ids.join(' ')}`} nonce={nonce} dangerouslySetInnerHTML={{ __html: style.css }} />
  ));
  return { ...initialProps, styles: [initialProps.styles, ...pageStyles] };
};
